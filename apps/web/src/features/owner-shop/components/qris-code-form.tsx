import { useState, type FormEvent } from 'react';
import type { AdminRestaurant } from '@dapur/shared/restaurant';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { TextareaField } from '../../../components/ui/textarea-field';
import { getErrorMessage } from '../../../lib/error-message';
import { useSaveQrisCode } from '../api/save-qris-code';
import { ownerShopMessages } from '../messages';

/**
 * The restaurant's QRIS code pasted as text, for a picture the server could not read: the
 * server checks it (EMVCo fields, CRC) and says why it refuses one. Empty removes it.
 */
export function QrisCodeForm({ settings }: { settings: AdminRestaurant }) {
  const save = useSaveQrisCode();
  const stored = settings.qris_payload ?? '';
  const [code, setCode] = useState(stored);
  // A new code stored (read from an uploaded picture, or saved here) is what the field shows.
  const [shown, setShown] = useState(stored);
  if (stored !== shown) {
    setShown(stored);
    setCode(stored);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(code.trim() === '' ? null : code.trim());
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextareaField
        label="Teks kode QRIS"
        hint={ownerShopMessages.qrisCodeHint}
        value={code}
        rows={4}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        className="font-mono text-sm break-all"
        // The server names the problem (a 422's message is its field's).
        error={save.isError ? getErrorMessage(save.error, ownerShopMessages.saveFailed) : undefined}
        onChange={(event) => {
          setCode(event.target.value);
          if (!save.isIdle) save.reset();
        }}
      />
      <div>
        <Button type="submit" variant="secondary" disabled={save.isPending}>
          {save.isPending ? 'Menyimpan...' : 'Simpan kode QRIS'}
        </Button>
      </div>
      {save.isSuccess ? (
        <Notice tone="success">
          {save.data.qris_payload
            ? ownerShopMessages.qrisCodeSaved
            : ownerShopMessages.qrisCodeRemoved}
        </Notice>
      ) : null}
    </form>
  );
}
