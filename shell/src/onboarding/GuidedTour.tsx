// The guided tour (spec §2, §4): each step highlights its target on the page with Back, Next,
// Skip Tour and, on the last step, 'Complete!'. A step whose target never appears is shown centred.
// It is a modal dialog: focus stays inside while it is open, and Esc skips it.
import { Card, cosmicColors, Flex, Typography } from '@sonic-nexus/ui';
import { Button } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { findTourTarget } from './find-tour-target';
import { highlightedElement, tourSteps } from './tour-steps';
import { useFocusTrap } from './use-focus-trap';

const CARD_WIDTH = 320;
/** The card never runs off a narrow phone: at most the viewport less 8 px a side. */
const cardWidth = () => Math.min(CARD_WIDTH, window.innerWidth - 16);

interface GuidedTourProps {
  onSkip: () => void;
  onComplete: () => void;
}

function useTargetRect(selector: string, frame: string | undefined): DOMRect | null {
  const [target, setTarget] = useState<Element | null>(null);
  const [rect, setRect] = useState<DOMRect | null>(null);
  // A new step forgets the last step's element and its place, in this render.
  const [targetFor, setTargetFor] = useState(selector);
  if (targetFor !== selector) {
    setTargetFor(selector);
    setTarget(null);
    setRect(null);
  }
  useEffect(
    () => findTourTarget(() => highlightedElement(document.querySelector(selector), frame), setTarget),
    [selector, frame],
  );
  useEffect(() => {
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    const measure = () => setRect(target.getBoundingClientRect());
    measure();
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [target]);
  return rect;
}

function cardPosition(rect: DOMRect | null): CSSProperties {
  if (!rect) return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };
  const left = Math.min(Math.max(8, rect.left), window.innerWidth - cardWidth() - 8);
  const below = rect.bottom + 12;
  return below + 200 < window.innerHeight
    ? { top: below, left }
    : { bottom: window.innerHeight - rect.top + 12, left };
}

export function GuidedTour({ onSkip, onComplete }: GuidedTourProps) {
  const [index, setIndex] = useState(0);
  const step = tourSteps[index];
  const rect = useTargetRect(step.selector, step.frame);
  const last = index === tourSteps.length - 1;
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, index);
  // Esc skips the tour, as it closes any dialog.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => (event.key === 'Escape' ? onSkip() : undefined);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onSkip]);
  return (
    <div style={{ position: 'fixed', inset: 0, zIndex: 1100 }} data-testid="guided-tour">
      {rect ? (
        <div
          data-testid="tour-highlight"
          style={{
            position: 'fixed',
            top: rect.top - 6,
            left: rect.left - 6,
            width: rect.width + 12,
            height: rect.height + 12,
            // The border inside that box: drawn outside it, the ring stood 4 px further out on the
            // right and bottom than on the left and top.
            boxSizing: 'border-box',
            borderRadius: 10,
            border: `2px solid ${cosmicColors.accent}`,
            boxShadow: '0 0 0 9999px rgba(7, 4, 20, 0.7)',
            pointerEvents: 'none',
          }}
        />
      ) : (
        <div style={{ position: 'fixed', inset: 0, background: 'rgba(7, 4, 20, 0.7)' }} />
      )}
      <Card
        ref={dialog}
        tabIndex={-1}
        style={{
          position: 'fixed',
          width: cardWidth(),
          background: cosmicColors.nebula,
          outline: 'none',
          ...cardPosition(rect),
        }}
        role="dialog"
        aria-modal="true"
        aria-labelledby="tour-step-title"
        aria-describedby="tour-step-text"
        data-testid="tour-step"
      >
        <Typography.Text type="secondary">
          Step {index + 1} of {tourSteps.length}
        </Typography.Text>
        <Typography.Title level={2} id="tour-step-title" style={{ marginTop: 4, fontSize: 20 }}>
          {step.title}
        </Typography.Title>
        <Typography.Paragraph id="tour-step-text">{step.text}</Typography.Paragraph>
        <Flex justify="space-between" align="center">
          <Button type="link" onClick={onSkip} style={{ padding: 0 }} data-testid="tour-skip">
            Skip Tour
          </Button>
          <Flex gap={8}>
            {index > 0 ? (
              <Button onClick={() => setIndex(index - 1)} data-testid="tour-back">
                Back
              </Button>
            ) : null}
            <Button
              type="primary"
              onClick={() => (last ? onComplete() : setIndex(index + 1))}
              data-testid={last ? 'tour-complete' : 'tour-next'}
            >
              {last ? 'Complete!' : 'Next'}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
