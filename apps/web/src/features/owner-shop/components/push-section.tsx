import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { LoadingText } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-error';
import { getErrorMessage } from '../../../lib/error-message';
import { useDevicePush, useTurnPushOff, useTurnPushOn } from '../api/device-push';
import { useSendTestPush } from '../api/send-test-push';
import {
  DevicePushError,
  requestNotificationPermission,
  type DevicePlatform,
  type PushSupport,
} from '../lib/device-push';
import { ownerShopMessages as messages } from '../messages';
import { SwitchField } from './switch-field';

function blockedMessage(platform: DevicePlatform): string {
  return platform === 'ios' ? messages.pushBlockedIos : messages.pushBlocked;
}

const deviceHints: Record<DevicePlatform, string> = {
  android: messages.pushAndroid,
  ios: messages.pushIos,
  other: messages.pushOtherDevice,
};

const notSupported: Record<Exclude<PushSupport, 'supported'>, string> = {
  'ios-not-installed': messages.pushIosNotInstalled,
  'ios-too-old': messages.pushIosTooOld,
  unsupported: messages.pushUnsupported,
};

/** What went wrong, in words that say what to do: a device step by its name, else the server's. */
function failureMessage(error: unknown, platform: DevicePlatform, fallback: string): string {
  if (error instanceof DevicePushError) {
    switch (error.code) {
      case 'blocked':
        return blockedMessage(platform);
      case 'dismissed':
        return messages.pushDismissed;
      case 'not-ready':
        return messages.pushNotReady;
      case 'push-service':
        return messages.pushServiceFailed;
    }
  }
  // A 5xx says nothing the family can act on; the general message tells them what to do.
  if (error instanceof ApiError && error.status >= 500) return fallback;
  return getErrorMessage(error, fallback);
}

function Explanation({ children }: { children: ReactNode }) {
  return (
    <p className="w-full rounded-xl border border-cream-300 bg-cream-50 p-4 text-ink">{children}</p>
  );
}

/**
 * "Notifikasi di HP ini": Web Push for this device, on or off, and a test message. The state
 * is the browser's own (its subscription and permission), read again whenever the page is
 * shown, so it holds after a reload or a change in the browser's settings.
 */
export function PushSection() {
  const device = useDevicePush();
  const turnOn = useTurnPushOn();
  const turnOff = useTurnPushOff();
  const testPush = useSendTestPush();
  const testHintId = useId();

  const state = device.data;
  const busy = turnOn.isPending || turnOff.isPending;

  function change(on: boolean) {
    turnOn.reset();
    turnOff.reset();
    testPush.reset();
    if (on) {
      // Asked here, inside the tap, before anything waits: Safari prompts only then.
      const permission = requestNotificationPermission();
      permission.catch(() => undefined);
      turnOn.mutate(permission);
    } else {
      turnOff.mutate();
    }
  }

  function sendTest() {
    turnOn.reset();
    turnOff.reset();
    testPush.mutate();
  }

  return (
    <section
      id="notifikasi"
      aria-labelledby="push-heading"
      className="flex flex-col items-start gap-4 rounded-2xl border border-cream-200 bg-white p-4 sm:p-6"
    >
      <h2 id="push-heading" className="text-xl font-bold text-ink">
        Notifikasi di HP ini
      </h2>
      <p className="text-ink-muted">{messages.pushExplained}</p>
      {device.isPending ? <LoadingText>{messages.pushChecking}</LoadingText> : null}
      {device.isError ? <Explanation>{messages.pushUnsupported}</Explanation> : null}
      {state && state.support !== 'supported' ? (
        <Explanation>{notSupported[state.support]}</Explanation>
      ) : null}
      {state?.support === 'supported' ? (
        <>
          <SwitchField
            className="w-full"
            label={messages.pushSwitch}
            hint={deviceHints[state.platform]}
            checked={state.subscribed}
            disabled={busy}
            onChange={(event) => change(event.target.checked)}
          />
          {state.permission === 'denied' && !turnOn.isError ? (
            <Explanation>{blockedMessage(state.platform)}</Explanation>
          ) : null}
          {turnOn.isPending ? <LoadingText>{messages.pushTurningOn}</LoadingText> : null}
          {turnOff.isPending ? <LoadingText>{messages.pushTurningOff}</LoadingText> : null}
          {turnOn.isError ? (
            <Notice tone="error" className="w-full">
              {failureMessage(turnOn.error, state.platform, messages.pushOnFailed)}
            </Notice>
          ) : null}
          {turnOn.isSuccess ? (
            <Notice tone="success" className="w-full">
              {messages.pushOn}
            </Notice>
          ) : null}
          {turnOff.isError ? (
            <Notice tone="error" className="w-full">
              {messages.pushOffFailed}
            </Notice>
          ) : null}
          {turnOff.isSuccess ? (
            <Notice tone="success" className="w-full">
              {turnOff.data.serverTold ? messages.pushOff : messages.pushOffServerNotTold}
            </Notice>
          ) : null}

          <Button
            variant="secondary"
            aria-busy={testPush.isPending}
            aria-describedby={state.subscribed ? undefined : testHintId}
            disabled={!state.subscribed || busy || testPush.isPending}
            onClick={sendTest}
          >
            Kirim notifikasi uji
          </Button>
          {state.subscribed ? null : (
            <p id={testHintId} className="text-sm text-ink-muted">
              {messages.pushTestNeedsOn}
            </p>
          )}
          {testPush.isPending ? <LoadingText>{messages.pushTestSending}</LoadingText> : null}
          {testPush.isError ? (
            <Notice tone="error" className="w-full">
              {failureMessage(testPush.error, state.platform, messages.pushTestFailed)}
            </Notice>
          ) : null}
          {testPush.isSuccess ? (
            <Notice tone={testPush.data > 0 ? 'success' : 'error'} className="w-full">
              {testPush.data > 0 ? messages.pushTestSent(testPush.data) : messages.pushTestNone}
            </Notice>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
