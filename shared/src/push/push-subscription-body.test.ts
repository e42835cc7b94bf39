import { pushSubscriptionBody } from './push-subscription-body';

const subscription = (json: PushSubscriptionJSON) => ({ toJSON: () => json }) as PushSubscription;

describe('a push subscription as the API stores it', () => {
  it('takes the endpoint, the keys and the expiry', () => {
    expect(
      pushSubscriptionBody(
        subscription({ endpoint: 'https://push.example/1', keys: { p256dh: 'p', auth: 'a' } }),
      ),
    ).toEqual({ endpoint: 'https://push.example/1', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } });
  });

  it('refuses a subscription that could never be sent to', () => {
    expect(() => pushSubscriptionBody(subscription({ keys: { p256dh: 'p', auth: 'a' } }))).toThrow();
    expect(() => pushSubscriptionBody(subscription({ endpoint: 'https://push.example/1' }))).toThrow();
  });
});
