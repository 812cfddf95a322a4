export { PaymentPage as Component } from '../../features/payment/pages/payment-page';
