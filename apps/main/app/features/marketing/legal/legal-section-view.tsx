import type { LegalSection } from './legal-text';

export interface LegalSectionViewProps {
  id: string;
  number: number;
  section: LegalSection;
}

/** One numbered section: paragraphs, then a list or a table when the section has one. */
export function LegalSectionView({ id, number, section }: LegalSectionViewProps) {
  return (
    <section className="legal__section" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {number}. {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items ? (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.table ? (
        // A phone scrolls the table sideways: a named, focusable region lets a keyboard scroll it too (WCAG 2.1.1).
        <div className="legal__table-scroll" role="region" tabIndex={0} aria-labelledby={`${id}-table`}>
          <table className="legal__table">
            <caption id={`${id}-table`}>{section.table.caption}</caption>
            <thead>
              <tr>
                {section.table.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map(([name, purpose, lifetime]) => (
                <tr key={name}>
                  {/* A described cookie without a fixed name (the country cookie) is not set in code type. */}
                  <th scope="row">{name.startsWith('donut-') ? <code>{name}</code> : name}</th>
                  <td>{purpose}</td>
                  <td>{lifetime}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
