export { OrdersPage as Component } from '../../features/orders/pages/orders-page';
