import { graphql } from '@/gql';
import { gqlRequest } from '@/lib/graphql';
import { currentSubscription, subscribeDevice, unsubscribeDevice, type PushAvailability } from './device-push';

const PushPublicKeyDocument = graphql(`
  query PushPublicKey {
    pushPublicKey
  }
`);

const SubscribePushDocument = graphql(`
  mutation SubscribePush($subscription: PushSubscriptionInput!) {
    subscribePush(subscription: $subscription)
  }
`);

const UnsubscribePushDocument = graphql(`
  mutation UnsubscribePush($endpoint: String!) {
    unsubscribePush(endpoint: $endpoint)
  }
`);

/** Turns push on for this device: the permission, the subscription, and the API keeping it. */
export async function turnPushOn(): Promise<'on' | PushAvailability> {
  const { pushPublicKey } = await gqlRequest(PushPublicKeyDocument);
  const subscription = await subscribeDevice(pushPublicKey);
  if (typeof subscription === 'string') return subscription;
  await gqlRequest(SubscribePushDocument, { subscription });
  return 'on';
}

/**
 * Turns push off for this device: the browser's subscription ends first (no push arrives after
 * this, whatever the network), then the API forgets it (best effort: a push service answers 410
 * for an ended subscription and the API drops it then).
 */
export async function turnPushOff(): Promise<void> {
  const endpoint = await unsubscribeDevice();
  if (endpoint) await gqlRequest(UnsubscribePushDocument, { endpoint }).catch(() => undefined);
}

/** How long sign-out waits for the browser and the API to let go of the subscription. */
const SIGN_OUT_WAIT_MS = 3000;

/**
 * At sign-out (and when the API no longer knows the user): this device stops receiving the user's
 * pushes. `tellServer` while the session still counts; never holds the sign-out up for long.
 */
export async function forgetPushHere({ tellServer }: { tellServer: boolean }): Promise<void> {
  const forget = tellServer ? turnPushOff() : unsubscribeDevice().then(() => undefined);
  await Promise.race([forget.catch(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, SIGN_OUT_WAIT_MS))]);
}

/** Whether this device receives pushes now. */
export async function isPushOnHere(): Promise<boolean> {
  return (await currentSubscription()) !== null;
}
