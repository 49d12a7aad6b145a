// 'Welcome, Sonic Traveler!' (spec §2, §4): start the tour or explore; closing with the checkbox
// ticked stores neverShowOnboarding; a horizontal swipe over ONBOARDING_SWIPE_DISMISS_PX dismisses.
import RocketFilled from '@ant-design/icons-svg/es/asn/RocketFilled';
import { ONBOARDING_SWIPE_DISMISS_PX } from '@sonic-nexus/contract';
import { Button, Checkbox, Modal } from 'antd';
import { useRef, useState } from 'react';
import { cosmicColors, Flex, SvgIcon, Typography } from '@sonic-nexus/ui';

interface WelcomeModalProps {
  open: boolean;
  /** neverShow: the checkbox was ticked when the modal closed. */
  onClose: (neverShow: boolean) => void;
  onStartTour: (neverShow: boolean) => void;
}

export function WelcomeModal({ open, onClose, onStartTour }: WelcomeModalProps) {
  const [neverShow, setNeverShow] = useState(false);
  const swipeStart = useRef<number | null>(null);
  return (
    // The heading is the Modal's title, so antd names the dialog with it (aria-labelledby).
    <Modal
      open={open}
      footer={null}
      onCancel={() => onClose(neverShow)}
      centered
      title={
        // 20 px on a 360 px phone, 24 px from 400 px: the title takes two lines at most.
        <div style={{ fontSize: 'clamp(20px, 6vw, 24px)', fontWeight: 600, textAlign: 'center' }}>
          {/* SVG, not the 🚀 emoji: without an emoji font that drew an empty box. */}
          <SvgIcon definition={RocketFilled} style={{ color: cosmicColors.lavender }} /> Welcome, Sonic
          Traveler!
        </div>
      }
      data-testid="welcome-modal"
    >
      <div
        data-testid="welcome-content"
        onPointerDown={(event) => {
          swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const start = swipeStart.current;
          swipeStart.current = null;
          if (start !== null && Math.abs(event.clientX - start) > ONBOARDING_SWIPE_DISMISS_PX)
            onClose(neverShow);
        }}
        style={{ touchAction: 'pan-y', textAlign: 'center' }}
      >
        <Typography.Paragraph type="secondary">
          Discover playlists from across the music multiverse, vote with fire, and follow the curators you
          love.
        </Typography.Paragraph>
        <Flex vertical gap={10} style={{ marginTop: 16 }}>
          <Button type="primary" size="large" onClick={() => onStartTour(neverShow)} data-testid="start-tour">
            Take the Guided Tour
          </Button>
          <Button size="large" onClick={() => onClose(neverShow)} data-testid="explore-now">
            Explore Now!
          </Button>
          <Checkbox
            checked={neverShow}
            onChange={(event) => setNeverShow(event.target.checked)}
            data-testid="never-show-onboarding"
          >
            Don&apos;t show this welcome message again
          </Checkbox>
        </Flex>
      </div>
    </Modal>
  );
}
