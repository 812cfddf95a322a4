import { DEMO_CITY } from '../../db/seed/demo-restaurant';
import { defineModule } from '../module';
import { createPaymentsRepository } from './payments.repository';
import { paymentsRoutes } from './payments.routes';
import { createPaymentsService } from './payments.service';
import { qrisRoutes } from './qris.routes';
import { createQrisService } from './qris.service';

/** Paying by QRIS under /payments: the restaurant's code and the customer's "I have paid". */
export const paymentsModule = defineModule(
  'payments',
  async (app, { db, config, restaurant, push }) => {
    const payments = createPaymentsService(createPaymentsRepository(db), {
      onClaimed: (orderId) => push.paymentClaimed(orderId),
    });
    await app.register(paymentsRoutes, { prefix: '/payments', payments });
    const qris = createQrisService({
      restaurant,
      imageFile: config.qrisImage,
      // Printed in the sample code only; a configured QRIS image carries its own.
      merchantCity: DEMO_CITY,
    });
    await app.register(qrisRoutes, { prefix: '/payments', qris });
  },
  { needs: ['auth'] },
);
