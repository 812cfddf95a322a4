import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminCategory, AdminFood } from '@dapur/shared/menu';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import {
  foodFormFields,
  foodFormSchema,
  foodFormValues,
  type FoodFormBody,
  type FoodFormValues,
} from '../lib/food-form';
import { changedFields } from '../lib/changed-fields';
import { ownerMenuMessages } from '../messages';
import { FormErrors } from './form-errors';
import { SelectField } from '../../../components/ui/select-field';

export interface FoodFormProps {
  /** The dish being changed; none for a new one. */
  food?: AdminFood;
  categories: AdminCategory[];
  submitLabel: string;
  pending: boolean;
  /** The last refusal: a 422's messages go under their fields, what was typed stays. */
  error: unknown;
  /** The whole body, and only what was changed in it (what an edit sends). */
  onSubmit: (body: FoodFormBody, changed: Partial<FoodFormBody>) => void;
}

/** Nama, harga, deskripsi, kategori and tersedia of a dish. */
export function FoodForm({
  food,
  categories,
  submitLabel,
  pending,
  error,
  onSubmit,
}: FoodFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<FoodFormValues, unknown, FoodFormBody>({
    resolver: zodResolver(foodFormSchema),
    defaultValues: foodFormValues(food),
  });
  const server = serverFieldErrors(error, foodFormFields);
  const availableHintId = useId();

  useEffect(() => {
    for (const { name, messages } of serverFieldErrors(error, foodFormFields).fields) {
      setError(name as keyof FoodFormValues, { message: messages[0] }, { shouldFocus: true });
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
        label="Nama menu"
        autoComplete="off"
        required
        error={errors.nama?.message}
        {...register('nama')}
      />
      <TextField
        label="Harga (Rp)"
        inputMode="numeric"
        autoComplete="off"
        required
        hint="Rupiah utuh per porsi, misalnya 25000."
        error={errors.harga?.message}
        {...register('harga')}
      />
      <TextareaField
        label="Deskripsi"
        rows={3}
        hint="Boleh dikosongkan."
        error={errors.deskripsi?.message}
        {...register('deskripsi')}
      />
      <SelectField
        label="Kategori"
        error={errors.category_id?.message}
        {...register('category_id')}
      >
        <option value="">{ownerMenuMessages.uncategorised}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 items-center gap-3 font-semibold text-ink">
          <input
            type="checkbox"
            aria-describedby={availableHintId}
            className="size-6 accent-brand-700"
            {...register('is_available')}
          />
          Tersedia
        </label>
        <p id={availableHintId} className="text-sm text-ink-muted">
          Matikan bila sedang habis: pelanggan melihat “Habis” dan tidak bisa memesannya.
        </p>
        {errors.is_available?.message ? (
          <p className="text-sm font-medium text-danger-700">{errors.is_available.message}</p>
        ) : null}
      </div>
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
