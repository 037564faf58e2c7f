import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import schema from '../../../schemas/content/cookie-table.schema.json';
import content from '../../../content/cookies/third-party-cookies.json';
import { enumMessageIds } from '../../i18n/enum-messages.mjs';
import { schemaMessage } from '../../i18n/schema-message';
import { useLocale } from '../../i18n/use-locale';
import type { Locale } from '../../lib/language';
import { ExternalLink } from '../../ui/external-link';
import { type DataColumn, DataTable } from './data-table';

/** A property of a row in the schema, with the annotations that say how it is shown. */
type PropertySchema = {
  title?: string;
  $ref?: string;
  enum?: readonly string[];
  'x-enum-message-prefix'?: string;
  'x-href'?: string;
  'x-column'?: boolean;
};
type Row = Record<string, unknown>;

const isLocalized = (value: unknown): value is Record<Locale, string> =>
  typeof value === 'object' && value !== null && 'es' in value;

/**
 * The columns of a table whose rows a content schema describes: one per property, in the schema's order, titled
 * by the message id in its `title`. Enumerated values show their message (src/i18n/enum-messages.mjs), localized
 * texts the current language, and a property with `x-href` links to the address in the property it names.
 */
function columnsFromSchema(
  properties: Record<string, PropertySchema>,
  intl: IntlShape,
  locale: Locale,
): DataColumn<Row>[] {
  return Object.entries(properties)
    .filter(([, property]) => property['x-column'] !== false)
    .map(([key, property]) => {
      const messageIds = enumMessageIds(property);
      const text = (row: Row): string => {
        const value = row[key];
        const id = typeof value === 'string' ? messageIds.get(value) : undefined;
        if (id) return intl.formatMessage(schemaMessage(id));
        if (isLocalized(value)) return value[locale] ?? value.es;
        return String(value ?? '');
      };
      const hrefKey = property['x-href'];
      return {
        id: key,
        header: property.title ? intl.formatMessage(schemaMessage(property.title)) : key,
        sortValue: text,
        cell: (row: Row) => {
          const href = hrefKey ? row[hrefKey] : undefined;
          return typeof href === 'string' && href.startsWith('https://') ? (
            <ExternalLink href={href}>{text(row)}</ExternalLink>
          ) : (
            text(row)
          );
        },
      };
    });
}

/** The third-party cookies of content/cookies, as the schemas/content/cookie-table.schema.json columns say. */
export default function CookieTable() {
  const intl = useIntl();
  const { locale } = useLocale();
  const columns = useMemo(
    () => columnsFromSchema(schema.$defs.cookie.properties as Record<string, PropertySchema>, intl, locale),
    [intl, locale],
  );
  return (
    <DataTable
      caption={intl.formatMessage({
        id: 'cookies.table.caption',
        defaultMessage: 'Cookies de terceros que usa esta web',
      })}
      columns={columns}
      rows={content.cookies as Row[]}
      getRowId={(row) => `${String(row.domain)} ${String(row.name)}`}
    />
  );
}
