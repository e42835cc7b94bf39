// The guard in words, for the remote's card, the split's confirmation and the notices: thresholds with the
// control they compare with, and what a rollback was about, in the reader's language and number format.
import { useIntl } from 'react-intl';
import { useFormatters } from '@dating/shared';
import type { GuardNotice, RegistryGuard } from '@dating/shared/contract';

export function useGuardTexts() {
  const intl = useIntl();
  const format = useFormatters();
  const percent = (value: number) =>
    format.number(value / 100, { style: 'percent', maximumFractionDigits: 2 });
  return {
    /** One sentence per check the guard makes. */
    describe(guard: RegistryGuard, control: string): string[] {
      const texts = [
        intl.formatMessage(
          { id: 'staff.remotes.guardOn' },
          { control, margin: format.number(guard.errorMargin), views: format.number(guard.minViews) },
        ),
      ];
      if (guard.conversion)
        texts.push(
          intl.formatMessage(
            { id: 'staff.remotes.guardConversionOn' },
            { confidence: percent(guard.confidence), visits: format.number(guard.minVisits) },
          ),
        );
      return texts;
    },
    /** What tripped it: the variant's figure against the control's. */
    why(notice: GuardNotice): string {
      return intl.formatMessage(
        { id: notice.kind === 'errors' ? 'staff.remotes.whyErrors' : 'staff.remotes.whyConversion' },
        {
          variant: percent(notice.variantValue),
          controlValue: percent(notice.controlValue),
          control: notice.control,
          sample: notice.sample,
        },
      );
    },
    where(site: string): string {
      return site === '*' ? intl.formatMessage({ id: 'staff.remotes.everySite' }) : site;
    },
    when(at: string): string {
      return format.dateTime(at);
    },
  };
}
