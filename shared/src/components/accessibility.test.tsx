// Every base component, in its common states, passes axe's WCAG A/AA rules as rendered in the DOM. Colour
// contrast needs real layout, which jsdom lacks: theme.test.tsx checks the colour pairs instead.
import { act, screen } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { renderWithProviders, resetBusForTests } from '../testing/render-with-providers';
import { Alert } from './alert/alert';
import { Badge } from './badge/badge';
import { Button } from './button/button';
import { Checkbox } from './checkbox/checkbox';
import { EmptyState } from './empty-state/empty-state';
import { ErrorState } from './error-state/error-state';
import { FileInput } from './file-input/file-input';
import { Modal } from './modal/modal';
import { ProgressBar } from './progress-bar/progress-bar';
import { startProgress } from './progress-bar/use-progress';
import { SelectField } from './select-field/select-field';
import { Spinner } from './spinner/spinner';
import { TextField } from './text-field/text-field';
import { Toaster } from './toast/toaster';
import { showToast } from './toast/use-toast';

async function violations(root: Element = document.body) {
  const result = await axe.run(root, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`,
  );
}

const cases: [string, ReactElement][] = [
  [
    'buttons',
    <main key="b">
      <Button>Save</Button>
      <Button variant="secondary" loading>
        Sending
      </Button>
      <Button variant="ghost" asLink href="/pricing">
        Pricing
      </Button>
      <Button variant="danger" disabled>
        Delete
      </Button>
    </main>,
  ],
  [
    'form fields with errors and hints',
    <main key="f">
      <form aria-label="Signup">
        <TextField label="E-mail" type="email" required error="Invalid email" hint="Never shown" />
        <TextField label="About me" multiline />
        <SelectField label="Gender" options={[{ value: 'female', label: 'Woman' }]} placeholder />
        <Checkbox label="I accept the terms" required error="Please accept" />
        <FileInput label="Photo" accept="image/*" hint="JPEG or PNG" />
      </form>
    </main>,
  ],
  [
    'alerts, badges, spinner, empty and error states',
    <main key="a">
      <h1>Members</h1>
      <Alert
        variant="warning"
        title="No photo"
        onDismiss={() => {}}
        action={<Button size="sm">Upload</Button>}
      >
        Members with a photo get more replies.
      </Alert>
      <Alert variant="danger">Payment failed or has been cancelled.</Alert>
      <Badge count={120} variant="unread" label="120 unread messages" />
      <Spinner />
      <EmptyState title="No likes yet" description="Like someone to get started." />
      <ErrorState error={new Error('x')} onRetry={() => {}} />
    </main>,
  ],
];

describe('accessibility of the base components (axe)', () => {
  it.each(cases)('%s', async (_name, ui) => {
    renderWithProviders(ui);
    expect(await violations()).toEqual([]);
  });

  it('an open modal', async () => {
    renderWithProviders(
      <Modal open title="Delete chat" onClose={() => {}} footer={<Button>Delete</Button>}>
        <p>The conversation is removed for you.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('toasts and the progress bar', async () => {
    jest.useFakeTimers();
    resetBusForTests();
    renderWithProviders(
      <>
        <ProgressBar />
        <Toaster />
      </>,
    );
    act(() => {
      startProgress();
      showToast('Saved', { variant: 'success' });
      showToast('Failed', { variant: 'danger' });
      jest.advanceTimersByTime(300);
    });
    jest.useRealTimers();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
