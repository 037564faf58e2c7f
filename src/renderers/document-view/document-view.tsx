import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { formatCalendarDate } from '../../i18n/format-date';
import type { Block, DocumentContent, DocumentImage, RichText, Section, Subsection } from '../../lib/documents';
import { lazyComponent } from '../../lib/lazy-component';
import { fragmentId } from '../../lib/fragment';
import { Spinner } from '../../ui/spinner';
import tableStyles from '../../ui/table.module.css';
import styles from './document-view.module.css';
import { AnchorPrefix, useAnchorPrefix } from './anchor-prefix';
import { RichTextView } from './rich-text';

// The cookie table brings react-table: only documents that show it download it.
const CookieTable = lazyComponent(() => import('../data-table/cookie-table'), <Spinner />);

type Level = 2 | 3;

function Heading({ level, id, children }: { level: Level | 4; id: string; children: string }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={styles[`h${level}`]} tabIndex={-1}>
      {children}
    </Tag>
  );
}

function Image({
  image,
  priority = false,
  className,
}: {
  image: DocumentImage;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className ?? styles.image}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}

function Text({ text }: { text: RichText }) {
  return <RichTextView text={text} />;
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Text text={block.text} />
        </p>
      );
    case 'note':
      return (
        <p className={styles.note}>
          <Text text={block.text} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, index) => (
        <li key={index}>
          <Text text={item} />
        </li>
      ));
      return block.ordered ? <ol className={styles.list}>{items}</ol> : <ul className={styles.list}>{items}</ul>;
    }
    case 'table':
      return (
        <div className={tableStyles.wrap}>
          <table className={tableStyles.table}>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th key={cellIndex} scope="row" data-label={block.head[cellIndex]}>
                        <Text text={cell} />
                      </th>
                    ) : (
                      <td key={cellIndex} data-label={block.head[cellIndex]}>
                        <Text text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'image':
      return (
        <figure className={styles.figure}>
          <Image image={block.image} />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      );
    case 'video':
      // Wide screens get the video; at 1024 px or less the poster stands in (nothing is downloaded before play).
      return (
        <figure className={styles.figure}>
          <video
            className={styles.video}
            src={block.src}
            poster={block.poster.src}
            width={block.width}
            height={block.height}
            controls
            preload="none"
            muted
            playsInline
            aria-label={block.description}
          />
          <Image image={block.poster} className={styles.poster} />
          <figcaption>{block.description}</figcaption>
        </figure>
      );
    case 'cookieTable':
      return <CookieTable />;
  }
}

function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => <BlockView key={index} block={block} />);
}

function SubsectionView({ section, level }: { section: Subsection; level: Level | 4 }) {
  const prefix = useAnchorPrefix();
  return (
    <section aria-labelledby={prefix + section.id} className={styles.subsection}>
      <Heading level={level} id={prefix + section.id}>
        {section.heading}
      </Heading>
      <Blocks blocks={section.blocks} />
    </section>
  );
}

function SectionView({ section, level }: { section: Section; level: Level }) {
  const prefix = useAnchorPrefix();
  const body = (
    <>
      <Blocks blocks={section.blocks} />
      {section.sections?.map((sub) => (
        <SubsectionView key={sub.id} section={sub} level={(level + 1) as 3 | 4} />
      ))}
    </>
  );
  return (
    <section aria-labelledby={prefix + section.id} className={styles.section}>
      <Heading level={level} id={prefix + section.id}>
        {section.heading}
      </Heading>
      {section.image ? (
        <div className={`${styles.withImage} ${section.imagePosition === 'start' ? styles.imageStart : ''}`}>
          <div>{body}</div>
          <Image image={section.image} />
        </div>
      ) : (
        body
      )}
    </section>
  );
}

function TableOfContents({ document }: { document: DocumentContent }) {
  const intl = useIntl();
  const prefix = useAnchorPrefix();
  return (
    <nav
      className={styles.toc}
      aria-label={intl.formatMessage({ id: 'document.toc', defaultMessage: 'En esta página' })}
    >
      <h2 className={styles.tocTitle} aria-hidden="true">
        {intl.formatMessage({ id: 'document.toc', defaultMessage: 'En esta página' })}
      </h2>
      <ol>
        {document.sections.map((section) => (
          <li key={section.id}>
            <a href={`#${prefix}${section.id}`}>{section.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Scrolls to the section named in the address (#id) once the document is on screen. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const id = fragmentId(hash);
    const target = id === null ? null : document.getElementById(id);
    if (target) {
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    }
  }, [ready, hash]);
}

/**
 * Draws any document of content/documents: banner, title, update date, table of contents, sections with their
 * blocks. In a page the title is the h1 and sections are h2; in a dialog the dialog holds the title and
 * sections start at h3. While the document loads, a page shows `title` in the same h1 and `pending` below it:
 * the heading stays one element, so the focus a navigation gives it is not lost when the text arrives.
 */
export function DocumentView({
  document,
  inDialog = false,
  title,
  pending,
}: {
  document: DocumentContent | undefined;
  inDialog?: boolean;
  title?: string;
  pending?: ReactNode;
}) {
  const showToc = document !== undefined && document.toc !== false && document.sections.length >= 2;
  const level: Level = inDialog ? 3 : 2;
  useScrollToHash(!inDialog && document !== undefined);
  return (
    <AnchorPrefix.Provider value={inDialog ? 'dialog-' : ''}>
      <article className={styles.document}>
        {document?.banner && !inDialog ? <Image image={document.banner} priority className={styles.banner} /> : null}
        {inDialog ? null : (
          <h1 id="page-title" className={styles.title}>
            {document?.title ?? title}
          </h1>
        )}
        {document ? (
          <>
            {document.updated ? <UpdatedDate date={document.updated} /> : null}
            {document.intro ? (
              <div className={styles.intro}>
                <Blocks blocks={document.intro} />
              </div>
            ) : null}
            {showToc ? <TableOfContents document={document} /> : null}
            {document.sections.map((section) => (
              <SectionView key={section.id} section={section} level={level} />
            ))}
          </>
        ) : (
          pending
        )}
      </article>
    </AnchorPrefix.Provider>
  );
}

function UpdatedDate({ date }: { date: string }) {
  const intl = useIntl();
  const formatted = formatCalendarDate(intl, date);
  return (
    <p className={styles.updated}>
      {intl.formatMessage(
        { id: 'document.updated', defaultMessage: 'Última actualización: {date}' },
        { date: formatted },
      )}
    </p>
  );
}
