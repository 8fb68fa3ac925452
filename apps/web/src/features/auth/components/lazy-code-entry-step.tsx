import { lazy, Suspense, type ComponentProps } from 'react';
import { InlineLoader } from '../../../components/inline-loader';

// The code screen imports the contracts (OTP length), and with them zod; it is only needed
// after a code was requested, so it stays out of the first download of /login.
const CodeEntryStep = lazy(() => import('./code-entry-step').then((module) => ({ default: module.CodeEntryStep })));

export function LazyCodeEntryStep(props: ComponentProps<typeof CodeEntryStep>) {
  return (
    <Suspense fallback={<InlineLoader />}>
      <CodeEntryStep {...props} />
    </Suspense>
  );
}
