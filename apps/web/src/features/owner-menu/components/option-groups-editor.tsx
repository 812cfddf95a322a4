import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { OPTION_GROUPS_MAX, type OptionGroupsBody } from '@dapur/shared/dish-options';
import type { AdminFood } from '@dapur/shared/menu';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-message';
import { Notice } from '../../../components/ui/notice';
import { serverFieldErrors } from '../../../lib/server-field-errors';
import { useSaveOptionGroups } from '../api/save-option-groups';
import { availabilityOf } from '../lib/option-availability';
import {
  newGroup,
  optionGroupsFormFields,
  optionGroupsFormSchema,
  optionGroupsFormValues,
  type OptionGroupsFormBody,
  type OptionGroupsFormValues,
} from '../lib/option-groups-form';
import { ownerMenuMessages } from '../messages';
import { FormErrors } from './form-errors';
import { OptionGroupFields } from './option-group-fields';

/** The places of a 422 the editor shows under a field; the rest go in the notice above it. */
const shownField =
  /^option_groups(\.\d+\.(name|required|min|max|options(\.\d+\.(name|price_delta))?))?$/;

/** An array's own message lives on its `root` in react-hook-form. */
function formPath(name: string): Path<OptionGroupsFormValues> {
  const path = /^option_groups(\.\d+\.options)?$/.test(name) ? `${name}.root` : name;
  return path as Path<OptionGroupsFormValues>;
}

/**
 * The whole list as the server should keep it. The switches on this page own each option's
 * "habis" for the day, so what they have set since the page opened goes with it.
 */
function withAvailability(body: OptionGroupsFormBody, food: AdminFood): OptionGroupsBody {
  return {
    option_groups: body.option_groups.map((group) => ({
      ...group,
      options: group.options.map((option) => ({
        ...option,
        is_available:
          option.id === undefined ? true : availabilityOf(food.option_groups, option.id),
      })),
    })),
  };
}

/**
 * "Pilihan" on a dish's page: the family adds, renames, reorders and removes groups and
 * options, then saves them all at once (nothing reaches customers before "Simpan pilihan").
 */
export function OptionGroupsEditor({ food }: { food: AdminFood }) {
  const save = useSaveOptionGroups();
  const [saved, setSaved] = useState(false);
  const titleId = useId();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<OptionGroupsFormValues, unknown, OptionGroupsFormBody>({
    resolver: zodResolver(optionGroupsFormSchema),
    defaultValues: optionGroupsFormValues(food.option_groups),
  });
  const groups = useFieldArray({ control, name: 'option_groups' });
  const server = serverFieldErrors(save.error, optionGroupsFormFields);
  const others = [
    ...server.others.flat(),
    ...server.fields
      .filter((field) => !shownField.test(field.name))
      .flatMap((field) => field.messages),
  ];

  // Changes made elsewhere (another phone, a reload) show while nothing is being typed here;
  // only when the dish changes, or the fields would be rebuilt under a finger that just undid
  // its typing.
  const showSaved = useEffectEvent((groups: AdminFood['option_groups']) => {
    if (!isDirty) reset(optionGroupsFormValues(groups));
  });
  useEffect(() => showSaved(food.option_groups), [food.option_groups]);

  useEffect(() => {
    const shown = serverFieldErrors(save.error, optionGroupsFormFields).fields.filter((field) =>
      shownField.test(field.name),
    );
    shown.forEach(({ name, messages }, index) =>
      setError(formPath(name), { message: messages[0] }, { shouldFocus: index === 0 }),
    );
  }, [save.error, setError]);

  function submit(body: OptionGroupsFormBody) {
    setSaved(false);
    save.mutate(
      { foodId: food.id, body: withAvailability(body, food) },
      {
        onSuccess: (updated) => {
          // The new groups and options now have ids: the next save must send them.
          reset(optionGroupsFormValues(updated.option_groups));
          setSaved(true);
        },
      },
    );
  }

  const rootError = errors.option_groups?.root?.message ?? errors.option_groups?.message;

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-cream-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          Pilihan
        </h2>
        <p className="text-ink-muted">{ownerMenuMessages.optionGroupsHint}</p>
      </div>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
        className="flex flex-col gap-4"
      >
        {save.error ? (
          <FormErrors error={save.error} others={others} fallback={ownerMenuMessages.saveFailed} />
        ) : null}
        {saved && !isDirty ? (
          <Notice tone="success">{ownerMenuMessages.optionGroupsSaved(food.nama)}</Notice>
        ) : null}
        {groups.fields.length === 0 ? (
          <p className="text-ink">{ownerMenuMessages.optionGroupsEmpty}</p>
        ) : (
          <ol className="flex flex-col gap-4">
            {groups.fields.map((field, index) => (
              <li key={field.id}>
                <OptionGroupFields
                  index={index}
                  count={groups.fields.length}
                  control={control}
                  register={register}
                  errors={errors}
                  onMove={(to) => groups.move(index, to)}
                  onRemove={() => groups.remove(index)}
                />
              </li>
            ))}
          </ol>
        )}
        {rootError ? <FieldError id={`${titleId}-groups`}>{rootError}</FieldError> : null}
        <Button
          variant="secondary"
          className="self-start"
          disabled={groups.fields.length >= OPTION_GROUPS_MAX}
          onClick={() =>
            groups.append(newGroup(), { focusName: `option_groups.${groups.fields.length}.name` })
          }
        >
          Tambah grup pilihan
        </Button>
        <div className="flex flex-col gap-2 border-t border-cream-200 pt-4">
          {isDirty ? (
            <p className="text-sm font-medium text-ink">{ownerMenuMessages.optionGroupsUnsaved}</p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              size="lg"
              disabled={!isDirty || save.isPending}
              aria-busy={save.isPending || undefined}
            >
              Simpan pilihan
            </Button>
            {isDirty ? (
              <Button
                variant="ghost"
                size="lg"
                disabled={save.isPending}
                onClick={() => {
                  save.reset();
                  reset();
                }}
              >
                Batalkan perubahan
              </Button>
            ) : null}
          </div>
        </div>
      </form>
    </section>
  );
}
