import type { IntroSection } from '../content/types';

/** The introduction's paragraphs and figures: plain elements, drawn by the page's one styled element. */
export function IntroBlock({ section }: { section: IntroSection }) {
  return (
    <>
      {section.paragraphs.map((text) => (
        <p key={text} data-intro-text="">
          {text}
        </p>
      ))}
      <dl data-stats="">
        {section.stats.map((stat) => (
          <div key={stat.label}>
            {/* dt before dd in the markup; the figure is shown above its label. */}
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
