import { useState, type ReactNode } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminRestaurant } from '@dapur/shared/restaurant';
import { Button } from '../../../components/ui/button';
import { MessageList, Notice } from '../../../components/ui/notice';
import { LoadingText } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { Toast } from '../../../components/ui/toast';
import { useToast } from '../../../lib/use-toast';
import { useUpdateRestaurant } from '../api/update-restaurant';
import { restaurantFormFields, restaurantFormSchema, toFormValues } from '../lib/restaurant-form';
import { showServerErrors } from '../lib/server-errors';
import { ownerShopMessages } from '../messages';
import { OpeningHoursEditor } from './opening-hours-editor';
import { SwitchField } from './switch-field';

function FormSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      className="flex flex-col gap-5 rounded-2xl border border-cream-200 bg-white p-4 sm:p-6"
    >
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The restaurant's profile as customers see it, its opening hours and the order emails.
 * Saving sends every field of the form and nothing else; a refusal keeps what was typed
 * and puts each message under its field.
 */
export function RestaurantForm({ profile }: { profile: AdminRestaurant }) {
  const update = useUpdateRestaurant();
  const { toast, show, hide } = useToast();
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm({
    resolver: zodResolver(restaurantFormSchema),
    defaultValues: toFormValues(profile),
  });
  const { register, control } = form;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) => {
      setProblems([]);
      update.mutate(values, {
        onSuccess: (saved) => {
          form.reset(toFormValues(saved));
          show({ tone: 'success', text: ownerShopMessages.settingsSaved });
        },
        onError: (error) => {
          const left = showServerErrors(error, form.setError, restaurantFormFields);
          setProblems(left.length > 0 ? left : [ownerShopMessages.checkFields]);
        },
      });
    },
    () => setProblems([ownerShopMessages.checkFields]),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
        <FormSection id="profil" title="Profil toko">
          <TextField
            label="Nama restoran"
            autoComplete="organization"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField label="Slogan" error={errors.tagline?.message} {...register('tagline')} />
          <TextareaField
            label="Sejarah"
            rows={8}
            hint={ownerShopMessages.historyHint}
            error={errors.history?.message}
            {...register('history')}
          />
        </FormSection>

        <FormSection title="Kontak">
          <TextareaField
            label="Alamat"
            rows={3}
            autoComplete="street-address"
            required
            error={errors.address?.message}
            {...register('address')}
          />
          <TextField
            label="Telepon"
            type="tel"
            inputMode="tel"
            required
            hint="Seperti yang ditampilkan ke pelanggan, misalnya +62 274 000 123."
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="WhatsApp"
            type="tel"
            inputMode="tel"
            required
            hint={ownerShopMessages.whatsappHint}
            error={errors.whatsapp?.message}
            {...register('whatsapp')}
          />
          <TextField
            label="Email"
            type="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
        </FormSection>

        <FormSection title="Media sosial dan peta">
          <TextField
            label="Facebook"
            type="url"
            inputMode="url"
            placeholder="https://www.facebook.com/…"
            hint={ownerShopMessages.linkHint}
            error={errors.facebook_url?.message}
            {...register('facebook_url')}
          />
          <TextField
            label="Instagram"
            type="url"
            inputMode="url"
            placeholder="https://www.instagram.com/…"
            hint={ownerShopMessages.linkHint}
            error={errors.instagram_url?.message}
            {...register('instagram_url')}
          />
          <TextField
            label="Peta"
            type="url"
            inputMode="url"
            placeholder="https://www.openstreetmap.org/export/embed.html?…"
            hint={ownerShopMessages.mapHint}
            error={errors.map_url?.message}
            {...register('map_url')}
          />
        </FormSection>

        <FormSection id="jam-buka" title="Jam buka">
          <OpeningHoursEditor />
        </FormSection>

        <FormSection id="pesanan" title="Pesanan">
          <Controller
            control={control}
            name="accepting_orders"
            render={({ field: { value, onChange, ...field } }) => (
              <SwitchField
                label="Terima pesanan"
                hint={ownerShopMessages.acceptingOrdersHint}
                onText="Ya"
                offText="Dijeda"
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
                {...field}
              />
            )}
          />
          <TextField
            label="Ongkos kirim (Rp)"
            inputMode="numeric"
            required
            hint={ownerShopMessages.deliveryFeeHint}
            error={errors.delivery_fee?.message}
            {...register('delivery_fee')}
          />
          <TextField
            label="Waktu menyiapkan pesanan (menit)"
            inputMode="numeric"
            required
            hint={ownerShopMessages.leadTimeMinutesHint}
            error={errors.lead_time_minutes?.message}
            {...register('lead_time_minutes')}
          />
          <Controller
            control={control}
            name="order_emails"
            render={({ field: { value, onChange, ...field } }) => (
              <SwitchField
                label="Kirim email untuk setiap pesanan baru"
                hint={ownerShopMessages.orderEmailsHint}
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
                {...field}
              />
            )}
          />
        </FormSection>

        {/* Within thumb's reach while scrolling the long form, above the phone's tab bar. */}
        <div className="sticky bottom-16 z-20 -mx-4 flex flex-col gap-3 border-t border-cream-200 bg-cream-50/95 px-4 py-3 sm:-mx-6 sm:px-6 md:bottom-0">
          {problems.length > 0 ? (
            <Notice tone="error">
              <MessageList messages={problems} />
            </Notice>
          ) : null}
          {update.isPending ? <LoadingText className="py-0">Menyimpan...</LoadingText> : null}
          <Button type="submit" size="lg" fullWidth disabled={update.isPending}>
            Simpan Perubahan
          </Button>
        </div>
      </form>
      {toast ? (
        <Toast tone={toast.tone} onClose={hide}>
          {toast.text}
        </Toast>
      ) : null}
    </FormProvider>
  );
}
