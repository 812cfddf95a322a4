import { useState } from 'react';
import { checkChoice, priceWithOptions } from '@dapur/shared/dish-options';
import { Link, useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { LinkButton } from '../../../components/ui/link-button';
import { LoginWall } from '../../../components/ui/login-wall';
import { Notice } from '../../../components/ui/notice';
import { PageContainer, PageHeader } from '../../../components/ui/page-container';
import { LoadingText } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { useSessionStatus } from '../../../lib/use-session-status';
import { useCreateOrder } from '../api/create-order';
import { useOrderFood } from '../api/get-order-food';
import { ShopStatusNotice } from '../../../components/ui/shop-status-notice';
import { TextField } from '../../../components/ui/text-field';
import { ITEM_NOTE_MAX_LENGTH } from '@dapur/shared/ordering';
import { OrderForm } from '../components/order-form';
import { OrderDish } from '../components/order-dish';
import { OrderTotal } from '../components/order-total';
import { QuantityField } from '../components/quantity-field';
import type { DeliveryProfile, OrderChoices } from '../lib/order-form';
import { readOrderRequest, type OrderRequest } from '../lib/order-request';
import { orderMessages } from '../messages';
import { BackLink } from '../../../components/ui/back-link';

export interface OrderFormPageProps {
  /** The logged-in customer's profile, to fill the form in. */
  profile?: DeliveryProfile;
}

function DirectOrder({ request, profile }: { request: OrderRequest; profile?: DeliveryProfile }) {
  const navigate = useNavigate();
  const food = useOrderFood(request.foodId);
  const create = useCreateOrder();
  const idempotencyKey = useIdempotencyKey();
  const [quantity, setQuantity] = useState(request.quantity);
  const [itemNote, setItemNote] = useState(request.note);

  if (!food.data) {
    return food.isError && !food.isFetching ? (
      <ErrorAlert message={orderMessages.foodLoadFailed} onRetry={() => void food.refetch()} />
    ) : (
      <LoadingText>{orderMessages.foodLoading}</LoadingText>
    );
  }

  // The options chosen on the dish's page, as the menu has them now; if it changed since,
  // the customer hears what no longer fits before filling the form (the server refuses too).
  const choice = checkChoice(food.data, request.options);
  const options = choice.ok ? choice.options : [];
  const price = priceWithOptions(food.data.harga, options);

  async function submit(choices: OrderChoices) {
    const note = itemNote.trim();
    const body = {
      ...choices,
      food_id: request.foodId,
      quantity,
      ...(note ? { item_note: note } : {}),
      // Left out for a dish without options: the body the spec describes.
      ...(request.options.length > 0 ? { options: request.options } : {}),
    };
    try {
      await create.mutateAsync({ kind: 'direct', body, idempotencyKey: idempotencyKey(body) });
    } catch {
      return; // shown from create.error
    }
    await navigate('/payment', { replace: true });
  }

  return (
    <div className="flex flex-col gap-6">
      <OrderDish food={food.data} options={options} />
      {choice.ok ? null : (
        <Notice tone="error">
          {choice.message}{' '}
          <Link to={`/foods/${request.foodId}`} className="font-semibold underline">
            {orderMessages.chooseAgain}
          </Link>
        </Notice>
      )}
      <QuantityField value={quantity} onChange={setQuantity} />
      <TextField
        label="Catatan untuk menu ini"
        maxLength={ITEM_NOTE_MAX_LENGTH}
        hint="Tidak wajib, misalnya: sambal dipisah."
        value={itemNote}
        onChange={(event) => setItemNote(event.target.value)}
      />
      <OrderForm
        profile={profile}
        foodIds={[request.foodId]}
        missingFieldsMessage={orderMessages.fillAllFields}
        busy={create.isPending || create.isSuccess}
        error={create.error}
        onSubmit={submit}
        summary={(deliveryFee) => (
          <OrderTotal amount={price * quantity} deliveryFee={deliveryFee} />
        )}
      />
    </div>
  );
}

/** /order-form: one dish, chosen with "Pesan Sekarang" (spec §2, §4). */
export function OrderFormPage({ profile }: OrderFormPageProps) {
  useDocumentTitle('Form Pemesanan');
  const request = readOrderRequest(useLocation().state);
  const signedIn = useSessionStatus() === 'signed-in';

  return (
    <PageContainer className="max-w-2xl">
      <BackLink to="/foods">Kembali ke Menu</BackLink>
      <PageHeader title="Form Pemesanan" />
      <ShopStatusNotice className="mb-6" />
      {!signedIn ? (
        // Ordering needs an account before anything else (spec §6); back to the dish after login.
        <LoginWall
          message={orderMessages.loginRequired}
          from={request ? `/foods/${request.foodId}` : '/foods'}
        />
      ) : !request ? (
        <div className="flex flex-col items-start gap-4">
          <Notice tone="error" className="w-full">
            {orderMessages.noFoodSelected}
          </Notice>
          <LinkButton to="/foods">Pilih Menu</LinkButton>
        </div>
      ) : (
        <DirectOrder request={request} profile={profile} />
      )}
    </PageContainer>
  );
}
