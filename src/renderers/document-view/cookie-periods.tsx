import { useIntl } from 'react-intl';
import { $defs } from '../../../schemas/content/cookie-table.schema.json';
import { enumMessageIds } from '../../i18n/enum-messages.mjs';
import { formatList } from '../../i18n/format-list';
import { schemaMessage } from '../../i18n/schema-message';

/**
 * The periods a third-party cookie may last, as one list in the page's language: the words of each value of the
 * cookie table's `expiration`, in the schema's order, so a document that names them follows a new period by itself.
 * Written by the site's own list format, never the browser's, so a pre-rendered page reads the same once taken over.
 */
export function CookiePeriods({ join }: { join: 'conjunction' | 'disjunction' }) {
  const intl = useIntl();
  const periods = [...enumMessageIds($defs.cookie.properties.expiration).values()].map((id) =>
    intl.formatMessage(schemaMessage(id)),
  );
  return formatList(intl, periods, join);
}
