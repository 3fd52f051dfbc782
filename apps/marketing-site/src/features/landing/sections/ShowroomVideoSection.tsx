import { useI18n } from '@carat/ui/i18n';
import { SectionHeading } from '#features/layout/SectionHeading.tsx';
import { ShowroomVideo } from '#features/showroom-video/ShowroomVideo.tsx';

export function ShowroomVideoSection() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="video-title" className="bg-secondary/50 py-20 sm:py-24">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <SectionHeading
          id="video-title"
          eyebrow={t('video.eyebrow')}
          title={t('video.title')}
          lead={t('video.lead')}
        />
        <div className="mt-12">
          <ShowroomVideo />
        </div>
      </div>
    </section>
  );
}
