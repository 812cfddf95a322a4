import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { AdminCategory } from '@dapur/shared/menu';
import { orderingMessages } from '@dapur/shared/ordering';
import { categoryCreateBodySchema } from '@dapur/shared/schemas/menu';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { wholeNumberText } from '../../../lib/whole-number-text';
import { changedFields } from '../lib/changed-fields';
import { ownerMenuMessages } from '../messages';
import { FormErrors } from './form-errors';

/** The body's rules, with the days ahead typed as text on a number pad. */
const categoryFormSchema = categoryCreateBodySchema.extend({
  lead_time_days: wholeNumberText(orderingMessages.leadTimeDays).pipe(
    categoryCreateBodySchema.shape.lead_time_days.unwrap(),
  ),
});
type CategoryFormValues = z.input<typeof categoryFormSchema>;
export type CategoryFormBody = z.output<typeof categoryFormSchema>;
const categoryFormFields = categoryFormSchema.keyof().options;

export interface CategoryFormProps {
  category?: AdminCategory;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  /** The whole body, and only what was changed in it (what an edit sends). */
  onSubmit: (body: CategoryFormBody, changed: Partial<CategoryFormBody>) => void;
}

/** A category's name, description and how many days ahead its dishes must be ordered. */
export function CategoryForm({
  category,
  submitLabel,
  pending,
  error,
  onSubmit,
}: CategoryFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<CategoryFormValues, unknown, CategoryFormBody>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      lead_time_days: String(category?.lead_time_days ?? 0),
    },
  });
  const server = serverFieldErrors(error, categoryFormFields);

  useEffect(() => {
    for (const { name, messages } of serverFieldErrors(error, categoryFormFields).fields) {
      setError(name as keyof CategoryFormValues, { message: messages[0] }, { shouldFocus: true });
    }
  }, [error, setError]);

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit((body) => onSubmit(body, changedFields(body, dirtyFields)))(event)
      }
      className="flex flex-col gap-5 rounded-2xl border border-cream-200 bg-white p-4 sm:p-6"
    >
      {error ? (
        <FormErrors
          error={error}
          others={server.others.flat()}
          fallback={ownerMenuMessages.saveFailed}
        />
      ) : null}
      <TextField
        label="Nama kategori"
        autoComplete="off"
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        label="Deskripsi"
        rows={3}
        hint="Boleh dikosongkan."
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label="Dipesan berapa hari sebelumnya"
        inputMode="numeric"
        required
        hint={ownerMenuMessages.leadTimeDaysHint}
        error={errors.lead_time_days?.message}
        {...register('lead_time_days')}
      />
      <Button
        type="submit"
        size="lg"
        disabled={pending}
        aria-busy={pending || undefined}
        className="sm:self-start"
      >
        {submitLabel}
      </Button>
    </form>
  );
}
