import { errorMessage } from '@carat/api-client';
import { useDownloadSizeGuidePdf } from '@carat/api-client/react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@carat/ui';
import { useI18n } from '@carat/ui/i18n';
import { Download } from 'lucide-react';
import { GuideChart } from './GuideChart.tsx';
import { GuideOptionsForm } from './GuideOptions.tsx';
import { ScreenSizer } from './ScreenSizer.tsx';
import { ShowroomGuideLink } from './ShowroomGuideLink.tsx';
import { useGuideOptions } from './useGuideOptions.ts';

/**
 * The Jewelry Size Guide Generator: choose a guide (ring in a system and range, bracelet, necklace), preview
 * its chart, download it as a printable PDF in the business's colours, size rings on a calibrated screen,
 * and copy the public showroom's size guide link for clients. Everything shown comes from @carat/domain.
 */
export function SizeGuidesPage() {
  const { t, locale } = useI18n();
  const options = useGuideOptions();
  const download = useDownloadSizeGuidePdf();

  const downloadPdf = () =>
    download
      .mutateAsync(options.query(locale))
      .catch((error: unknown) =>
        toast.error(t('sizes.downloadFailed'), { description: errorMessage(error, locale) }),
      );

  const kindLabel = t(`sizes.kind.${options.kind}`);
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h1 className="font-display text-4xl">{t('sizes.title')}</h1>
          <p className="text-muted-foreground">{t('sizes.subtitle')}</p>
        </div>
        <div className="flex min-w-0 flex-wrap items-start gap-2">
          <Button loading={download.isPending} onClick={() => void downloadPdf()}>
            <Download aria-hidden="true" /> {t('sizes.download')}
          </Button>
          <ShowroomGuideLink />
        </div>
      </header>

      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{t('sizes.options.title')}</CardTitle>
          <CardDescription>{t('sizes.pdfNote')}</CardDescription>
        </CardHeader>
        <CardContent>
          <GuideOptionsForm options={options} />
        </CardContent>
      </Card>

      <section aria-labelledby="size-chart-title" className="grid gap-3">
        <h2 id="size-chart-title" className="font-display text-2xl">
          {t('sizes.preview.title')}
        </h2>
        <GuideChart range={options.range} caption={`${t('sizes.preview.title')} – ${kindLabel}`} />
      </section>

      {options.range.kind === 'ring' ? (
        <section aria-labelledby="screen-sizer-title" className="grid gap-3">
          <h2 id="screen-sizer-title" className="font-display text-2xl">
            {t('sizes.screen.title')}
          </h2>
          <ScreenSizer range={options.range.ring} />
        </section>
      ) : null}
    </div>
  );
}
