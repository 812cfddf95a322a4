import type { User } from '@dapur/shared/auth';
import { readablePhone } from '@dapur/shared/phone';
import { LinkButton } from '../../../components/ui/link-button';

export function ProfileDetails({ user }: { user: User }) {
  const rows = [
    { label: 'Nama', value: user.name },
    { label: 'Email', value: user.email },
    { label: 'Alamat', value: user.alamat },
    { label: 'Telepon', value: readablePhone(user.telephone) },
  ];
  return (
    <div className="flex flex-col items-start gap-6 rounded-2xl border border-cream-200 bg-white p-6">
      <dl className="flex w-full flex-col gap-4">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex flex-col gap-1 sm:grid sm:grid-cols-[8rem_1fr] sm:gap-6"
          >
            <dt className="font-semibold text-ink-muted">{row.label}</dt>
            <dd className="break-words whitespace-pre-line text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
      <LinkButton to={`/profile/${user.id}`}>Edit Profile</LinkButton>
    </div>
  );
}
