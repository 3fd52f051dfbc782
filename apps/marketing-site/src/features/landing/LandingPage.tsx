import { LandingFaq } from '#features/faq/LandingFaq.tsx';
import { landingMessages } from '#features/landing/messages.ts';
import { Benefits } from '#features/landing/sections/Benefits.tsx';
import { DemoChoice } from '#features/landing/sections/DemoChoice.tsx';
import { Features } from '#features/landing/sections/Features.tsx';
import { FinalCta } from '#features/landing/sections/FinalCta.tsx';
import { Hero } from '#features/landing/sections/Hero.tsx';
import { MainValue } from '#features/landing/sections/MainValue.tsx';
import { ShowroomVideoSection } from '#features/landing/sections/ShowroomVideoSection.tsx';
import { Testimonials } from '#features/landing/sections/Testimonials.tsx';
import { SiteLayout } from '#features/layout/SiteLayout.tsx';
import { PricingSection } from '#features/pricing/PricingSection.tsx';
import { SignedOutNotice } from '#features/session/SignedOutNotice.tsx';

export const messages = landingMessages;

/** The landing page (/), its sections in the spec's order. */
export default function LandingPage() {
  return (
    <SiteLayout>
      <Hero />
      <MainValue />
      <Features />
      <DemoChoice />
      <ShowroomVideoSection />
      <Benefits />
      <Testimonials />
      <PricingSection />
      <LandingFaq />
      <FinalCta />
      <SignedOutNotice />
    </SiteLayout>
  );
}
