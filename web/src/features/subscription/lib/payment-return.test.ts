import { describe, expect, it } from 'vitest';
import { hasRequiredReturnParams, readPaymentReturn, supportMailto } from './payment-return';

describe('the payment success page parameters', () => {
  it('reads the seven parameters and ignores blanks and strangers', () => {
    const params = readPaymentReturn(
      new URLSearchParams('request_id=req_1&checkout_id=ch_1&order_id=%20&customer_id=cu_1&subscription_id=sub_1&product_id=p&signature=abc&utm=x'),
    );
    expect(params).toEqual({ request_id: 'req_1', checkout_id: 'ch_1', customer_id: 'cu_1', subscription_id: 'sub_1', product_id: 'p', signature: 'abc' });
  });

  it('needs request_id and subscription_id before anything is verified', () => {
    expect(hasRequiredReturnParams({ request_id: 'req_1', subscription_id: 'sub_1' })).toBe(true);
    expect(hasRequiredReturnParams({ request_id: 'req_1' })).toBe(false);
    expect(hasRequiredReturnParams({ subscription_id: 'sub_1', order_id: 'ord_1' })).toBe(false);
  });
});

describe('the Contact Support draft', () => {
  it('has the subject "Payment Issue" and the order id in the body, URL-encoded', () => {
    const href = supportMailto('support@kindred.example', 'ord_7 & co');
    expect(href.startsWith('mailto:support@kindred.example?subject=Payment%20Issue&body=')).toBe(true);
    const body = decodeURIComponent(href.split('&body=')[1] ?? '');
    expect(body).toContain('Order ID: ord_7 & co');
    expect(href).not.toContain(' ');
  });

  it('leaves the order id out when there is none', () => {
    expect(decodeURIComponent(supportMailto('help@example.test'))).not.toContain('Order ID');
  });
});
