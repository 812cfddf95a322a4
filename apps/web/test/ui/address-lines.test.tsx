import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContactDetails } from '../../src/features/about/components/contact-details';
import { ProfileDetails } from '../../src/features/auth/components/profile-details';
import { OrderDetails as FamilyOrderDetails } from '../../src/features/owner-orders/components/order-details';
import { OrderDetails as PaymentOrderDetails } from '../../src/features/payment/components/order-details';
import { siti } from '../helpers/account-fixtures';
import { order } from '../helpers/order-fixtures';
import { warungSri } from '../helpers/restaurant-fixtures';
import { adminOrder } from '../owner-orders/owner-fixtures';

/** An address typed on three lines, as a courier reads it. */
const address = 'Jl. Kaliurang Km 5\nGang Mawar No. 12\nSleman';

/** The element holding the address exactly as typed, line breaks and all. */
function addressOnItsLines(): HTMLElement {
  return screen.getByText(address, { normalizer: (text) => text });
}

describe('an address keeps its line breaks', () => {
  it('on the payment page', () => {
    render(<PaymentOrderDetails order={order({ address })} />);
    expect(addressOnItsLines()).toHaveClass('whitespace-pre-line');
  });

  it("on the family's board and order page", () => {
    render(<FamilyOrderDetails order={adminOrder({ address })} />);
    expect(addressOnItsLines()).toHaveClass('whitespace-pre-line');
  });

  it('on the profile', () => {
    render(<ProfileDetails user={{ ...siti, alamat: address }} />, { wrapper: MemoryRouter });
    expect(addressOnItsLines()).toHaveClass('whitespace-pre-line');
  });

  it('on the about page', () => {
    render(<ContactDetails profile={{ ...warungSri, address }} />);
    expect(addressOnItsLines()).toHaveClass('whitespace-pre-line');
  });
});
