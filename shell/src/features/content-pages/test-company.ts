// @feature-public: other features import this module (docs/conventions.md, Layout).
// The company's facts as `companyinfo.php` answers them, for tests of the pages that show them.
import type { CompanyInfo } from '@dating/shared';

export const TEST_COMPANY = {
  name: 'Example Media ApS',
  added: '2024-03-01',
  address: 'Hovedgaden 1',
  city: 'København',
  country: 'DK',
  kvk: '12345678',
  tradenames: [],
  vat_numbers: [],
  support_phone: '+45 12 34 56 78',
} as unknown as CompanyInfo;
