import { useMe } from '../../features/auth/api/get-me';
import { OrderFormPage } from '../../features/orders/pages/order-form-page';

function OrderFormRoute() {
  return <OrderFormPage profile={useMe().user} />;
}

export { OrderFormRoute as Component };
