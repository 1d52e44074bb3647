import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FormattedMessage, useIntl } from 'react-intl';
import { RateFaqArticleDocument } from '@donut/graphql';
import { Button } from '@donut/ui';
import { rememberVote, storedVote, visitorId } from './faq-visitor';

export interface FaqRatingProps {
  slug: string;
}

/** The API's own text (already in the page language), e.g. "too many votes, try later"; null for a network failure. */
const apiMessage = (error: unknown) =>
  CombinedGraphQLErrors.is(error) ? (error.errors[0]?.message ?? null) : null;

/**
 * "Was this article helpful?" (spec §2, §4): yes or no, then a thank-you. The answer is remembered in this
 * browser once the API has it, so a returning reader sees the thank-you. Render with `key={slug}`: another
 * article starts with the question again.
 */
export function FaqRating({ slug }: FaqRatingProps) {
  const intl = useIntl();
  const [rate] = useMutation(RateFaqArticleDocument);
  const [hasVoted, setHasVoted] = useState(false);
  const [pendingAnswer, setPendingAnswer] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const isAnswerJustGiven = useRef(false);

  // Local storage exists only in the browser: read after hydration, so the server's HTML and the first render agree.
  useEffect(() => {
    if (storedVote(slug) !== null) setHasVoted(true);
  }, [slug]);

  // The clicked button is gone: the focus goes to the thank-you, which is also what a screen reader reads out.
  useEffect(() => {
    if (hasVoted && isAnswerJustGiven.current) thanksRef.current?.focus();
  }, [hasVoted]);

  async function handleAnswer(isHelpful: boolean) {
    setPendingAnswer(isHelpful);
    setError(null);
    try {
      // One vote per visitor (ADR 0014): the browser's id goes with this request only.
      await rate({
        variables: { article_slug: slug, is_helpful: isHelpful },
        context: { headers: { 'x-visitor-id': visitorId() } },
      });
      rememberVote(slug, isHelpful);
      isAnswerJustGiven.current = true;
      setHasVoted(true);
    } catch (failure) {
      setError(apiMessage(failure) ?? intl.formatMessage({ id: 'main.faq.rating.error' }));
    } finally {
      setPendingAnswer(null);
    }
  }

  return (
    <section className="faq-rating" aria-labelledby="faq-rating-heading">
      <h2 id="faq-rating-heading" className="faq-rating__question">
        <FormattedMessage id="main.faq.rating.question" />
      </h2>
      {hasVoted ? (
        <p ref={thanksRef} className="faq-rating__thanks" role="status" tabIndex={-1}>
          <FormattedMessage id="main.faq.rating.thanks" />
        </p>
      ) : (
        <>
          <div className="faq-rating__answers">
            <Button
              variant="secondary"
              isLoading={pendingAnswer === true}
              disabled={pendingAnswer !== null}
              onClick={() => handleAnswer(true)}
            >
              <FormattedMessage id="main.faq.rating.yes" />
            </Button>
            <Button
              variant="secondary"
              isLoading={pendingAnswer === false}
              disabled={pendingAnswer !== null}
              onClick={() => handleAnswer(false)}
            >
              <FormattedMessage id="main.faq.rating.no" />
            </Button>
          </div>
          {error ? (
            <p className="faq-rating__error" role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
