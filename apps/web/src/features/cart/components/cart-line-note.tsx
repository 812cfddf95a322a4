import { useState, type FormEvent } from 'react';
import { ITEM_NOTE_MAX_LENGTH } from '@dapur/shared/ordering';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';

export interface CartLineNoteProps {
  name: string;
  note: string;
  /** Sold out: the line can only be removed. */
  disabled: boolean;
  onSave: (note: string) => void;
}

/**
 * A cart line's note to the kitchen ("sambal dipisah"): shown under the dish, and changed in
 * place. Emptied, the line has no note.
 */
export function CartLineNote({ name, note, disabled, onSave }: CartLineNoteProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note);

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setEditing(false);
    if (draft.trim() !== note) onSave(draft);
  }

  if (editing) {
    return (
      <form onSubmit={save} className="flex flex-col gap-2">
        <TextField
          label={`Catatan untuk ${name}`}
          maxLength={ITEM_NOTE_MAX_LENGTH}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          autoFocus
        />
        <div className="flex gap-2">
          <Button type="submit">Simpan Catatan</Button>
          <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
            Batal
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-x-2">
      {note ? <p className="text-sm break-words text-ink">Catatan: {note}</p> : null}
      {disabled ? null : (
        <button
          type="button"
          aria-label={note ? `Ubah catatan ${name}` : `Tambah catatan ${name}`}
          onClick={() => {
            setDraft(note);
            setEditing(true);
          }}
          className="min-h-11 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {note ? 'Ubah catatan' : 'Tambah catatan'}
        </button>
      )}
    </div>
  );
}
