import { FormattedMessage } from 'react-intl';
import '../marketing.css';

export interface QuestionListProps {
  /** Keys of `main.marketing.questions.<key>.q` / `.a`, in the order they are shown. */
  questions: readonly string[];
  /** h2 on the questions page; h3 where the list sits in a section of its own (under an h2). */
  headingLevel: 2 | 3;
}

/** Numbered questions, each a heading with its answer below: the questions page and the popular questions of a page. */
export function QuestionList({ questions, headingLevel }: QuestionListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ol className="marketing-questions">
      {questions.map((question) => (
        <li key={question}>
          <Heading id={`question-${question}`}>
            <FormattedMessage id={`main.marketing.questions.${question}.q`} />
          </Heading>
          <p>
            <FormattedMessage id={`main.marketing.questions.${question}.a`} />
          </p>
        </li>
      ))}
    </ol>
  );
}
