import { ApiError } from '@carat/api-client';
import {
  type AppointmentTypeId,
  type Booking,
  useBookAppointment,
  useShowroom,
  useShowroomProduct,
  useShowroomServices,
} from '@carat/api-client/react';
import { canAdvanceBookingStep } from '@carat/domain/appointments';
import { zoneLabel } from '@carat/domain/dates';
import { SIMULATED_PAYMENT_MS } from '@carat/domain/delays';
import { formatMoney, isCurrency } from '@carat/domain/money';
import { Button, FormField, Input, Progress, Textarea, toast } from '@carat/ui';
import { intlLocale, useI18n } from '@carat/ui/i18n';
import {
  type BookingContactInput,
  bookingContactSchema,
  bookingSelectionRequired,
} from '@carat/validation/booking';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CheckCircle2, CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PageError, PageSkeleton } from '#features/layout/PageState.tsx';
import { ShowroomShell } from '#features/layout/ShowroomShell.tsx';
import { NotFoundPage } from '#features/not-found/NotFoundPage.tsx';
import { parseRef } from '#lib/pages.ts';
import { useShowroomScope } from '#lib/ShowroomScope.tsx';
import { DepositNotice, PayLabel } from './OnlinePayment.tsx';
import { type Slot, SlotPicker } from './SlotPicker.tsx';

const STEP_TITLES = [
  'booking.stepType',
  'booking.stepSlot',
  'booking.stepContact',
  'booking.stepPayment',
  'booking.stepDone',
] as const;

/**
 * The spec's five-step booking wizard on real availability: type, date and time, contact, summary with
 * the (simulated, labelled) deposit payment, confirmation.
 */
export default function AppointmentPage() {
  const { t, locale } = useI18n();
  const { slug, paths } = useShowroomScope();
  const navigate = useNavigate();
  const showroom = useShowroom(slug, locale);
  // The jeweller's own appointment types, durations and prices (the types they turned off are not listed).
  const services = useShowroomServices(slug, locale);
  const productRef = parseRef(useSearchParams()[0].get('product') ?? undefined);
  const product = useShowroomProduct(slug, productRef, locale);
  const book = useBookAppointment(slug);
  const [step, setStep] = useState(1);
  const [type, setType] = useState<AppointmentTypeId | null>(null);
  const [slot, setSlot] = useState<Slot>({ date: null, time: null });
  const [paid, setPaid] = useState(false);
  // The SMS tick box: unticked unless the visitor chooses texts.
  const [smsConsent, setSmsConsent] = useState(false);
  const [booking, setBooking] = useState<Booking | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const contact = useForm<BookingContactInput>({
    resolver: zodResolver(bookingContactSchema(locale)),
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', message: '' },
  });
  const name = showroom.data?.name ?? '';

  useEffect(() => {
    if (name) document.title = t('page.appointmentTitle', { name });
  }, [name, t]);
  // Each step's title takes focus, so a screen reader hears where it is.
  useEffect(() => {
    heading.current?.focus();
  }, [step]);
  // The simulated payment: the confirmation follows 1 s after the success toast (spec).
  useEffect(() => {
    if (!paid) return;
    const timer = setTimeout(() => setStep(5), SIMULATED_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [paid]);

  if ((showroom.error as { status?: number } | null)?.status === 404) return <NotFoundPage />;

  const next = async () => {
    if (!canAdvanceBookingStep(step, { type, date: slot.date, time: slot.time })) {
      const { title, description } = bookingSelectionRequired(step === 1 ? 1 : 2, locale);
      toast.error(title, { description });
      return;
    }
    if (step === 3 && !(await contact.trigger())) return;
    setStep(step + 1);
  };
  const back = () => {
    if (step === 1) navigate(paths.home);
    else setStep(step - 1);
  };

  const pay = async () => {
    if (!type || !slot.date || !slot.time) return;
    const values = contact.getValues();
    try {
      const created = await book.mutateAsync({
        type,
        date: slot.date,
        time: slot.time,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        ...(smsConsent ? { smsConsent: true } : {}),
        ...(values.message ? { message: values.message } : {}),
        ...(product.data ? { productRef: product.data.ref } : {}),
        locale,
      });
      // A deposit taken online: the slot is held while the client pays on the jeweller's
      // Stripe page, which brings them back to their booking.
      if (created.payment) {
        toast.message(t('booking.redirecting'));
        window.location.assign(created.payment.url);
        return;
      }
      setBooking(created);
      setPaid(true);
      toast.success(t('booking.paid'), { description: t('booking.paidText') });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'slot_taken') {
        toast.error(t('booking.taken'), { description: t('booking.takenText') });
        setSlot({ date: slot.date, time: null });
        setStep(2);
        return;
      }
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field in values)
            contact.setError(field as keyof BookingContactInput, { type: 'server', message });
        }
        const slotField = 'date' in error.fields || 'time' in error.fields;
        if (slotField) {
          toast.error(error.fields.time ?? error.fields.date ?? t('form.error'));
          setStep(2);
        } else setStep(3);
        return;
      }
      toast.error(error instanceof ApiError && error.status === 429 ? t('form.tooMany') : t('form.error'));
    }
  };

  const data = showroom.data;
  const offered = services.data?.items ?? [];
  const selectedType = offered.find((service) => service.type === type) ?? null;
  const money = (amountMinor: number, currency: string, options?: Parameters<typeof formatMoney>[3]) =>
    formatMoney(amountMinor, isCurrency(currency) ? currency : 'GBP', intlLocale(locale), options);
  const depositText = selectedType ? money(selectedType.depositMinor, selectedType.currency) : '';
  const when =
    slot.date && slot.time && data
      ? `${new Intl.DateTimeFormat(intlLocale(locale), {
          dateStyle: 'full',
          timeZone: 'UTC',
        }).format(new Date(`${slot.date}T12:00:00Z`))} · ${slot.time} (${zoneLabel(data.timeZone, locale)})`
      : '';
  const { errors } = contact.formState;

  return (
    <ShowroomShell title={name}>
      <main className="grid grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6">
        <div className="grid gap-2">
          <h1 className="font-display text-3xl font-semibold">{t('booking.title')}</h1>
          {product.data ? (
            <p className="text-sm text-muted-foreground">{t('booking.about', { name: product.data.name })}</p>
          ) : null}
          <p className="text-sm text-muted-foreground">{t('booking.step', { step })}</p>
          <Progress value={(step / 5) * 100} aria-label={t('booking.step', { step })} />
        </div>
        {!data ? (
          showroom.isError ? (
            <PageError message={t('home.loadError')} onRetry={() => void showroom.refetch()} />
          ) : (
            <PageSkeleton />
          )
        ) : (
          <section aria-labelledby="step-title" className="grid gap-5">
            <h2
              id="step-title"
              ref={heading}
              tabIndex={-1}
              className="font-display text-2xl focus:outline-none"
            >
              {t(STEP_TITLES[step - 1]!)}
            </h2>

            {step === 1 ? (
              services.isError ? (
                <PageError message={t('booking.servicesError')} onRetry={() => void services.refetch()} />
              ) : !services.data ? (
                <PageSkeleton />
              ) : offered.length === 0 ? (
                <p className="text-muted-foreground">{t('booking.noServices')}</p>
              ) : (
                <fieldset aria-labelledby="step-title" className="grid gap-3 sm:grid-cols-2">
                  {offered.map((option) => (
                    <label
                      key={option.type}
                      className={`grid cursor-pointer gap-1 rounded-lg border p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring ${
                        type === option.type ? 'border-gold bg-gold/10' : 'border-border hover:border-gold'
                      }`}
                    >
                      <input
                        type="radio"
                        name="booking-type"
                        value={option.type}
                        checked={type === option.type}
                        onChange={() => {
                          setType(option.type);
                          setSlot({ date: slot.date, time: null });
                        }}
                        className="sr-only"
                      />
                      <span className="font-semibold">{option.title}</span>
                      {option.description ? (
                        <span className="text-sm text-muted-foreground">{option.description}</span>
                      ) : null}
                      <span className="text-sm">
                        {t('booking.duration', {
                          min: option.minDurationMinutes,
                          max: option.maxDurationMinutes,
                        })}{' '}
                        ·{' '}
                        {t('booking.price', {
                          min: money(option.minPriceMinor, option.currency, {
                            trailingZeroDisplay: 'stripIfInteger',
                          }),
                          max: money(option.maxPriceMinor, option.currency, {
                            trailingZeroDisplay: 'stripIfInteger',
                          }),
                        })}
                      </span>
                    </label>
                  ))}
                </fieldset>
              )
            ) : null}

            {step === 2 && type ? (
              <SlotPicker slug={slug} type={type} timeZone={data.timeZone} value={slot} onChange={setSlot} />
            ) : null}

            {step === 3 ? (
              <form
                noValidate
                onSubmit={(event) => event.preventDefault()}
                // Enter in a field moves on, as Next does (the form's own button is the wizard's Next).
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
                    event.preventDefault();
                    void next();
                  }
                }}
                className="grid gap-4 sm:grid-cols-2"
              >
                <FormField label={t('booking.firstName')} required error={errors.firstName?.message}>
                  <Input autoComplete="given-name" {...contact.register('firstName')} />
                </FormField>
                <FormField label={t('booking.lastName')} required error={errors.lastName?.message}>
                  <Input autoComplete="family-name" {...contact.register('lastName')} />
                </FormField>
                <FormField label={t('form.email')} required error={errors.email?.message}>
                  <Input type="email" autoComplete="email" {...contact.register('email')} />
                </FormField>
                <FormField label={t('form.phone')} required error={errors.phone?.message}>
                  <Input type="tel" autoComplete="tel" {...contact.register('phone')} />
                </FormField>
                <label className="flex items-start gap-2 text-sm sm:col-span-2">
                  <input
                    type="checkbox"
                    name="smsConsent"
                    className="mt-0.5 size-4 accent-primary"
                    checked={smsConsent}
                    onChange={(event) => setSmsConsent(event.target.checked)}
                  />
                  <span>{t('booking.smsConsent')}</span>
                </label>
                <FormField
                  label={t('form.messageOptional')}
                  error={errors.message?.message}
                  className="sm:col-span-2"
                >
                  <Textarea rows={3} {...contact.register('message')} />
                </FormField>
              </form>
            ) : null}

            {step === 4 && selectedType ? (
              <div className="grid gap-4">
                <dl className="grid gap-3 rounded-lg border border-border p-4 text-sm">
                  <div className="grid gap-0.5">
                    <dt className="text-muted-foreground">{t('booking.summaryType')}</dt>
                    <dd className="font-medium">{selectedType.title}</dd>
                  </div>
                  <div className="grid gap-0.5">
                    <dt className="text-muted-foreground">{t('booking.summaryWhen')}</dt>
                    <dd className="font-medium">{when}</dd>
                  </div>
                  <div className="grid gap-0.5">
                    <dt className="text-muted-foreground">{t('booking.summaryWho')}</dt>
                    <dd className="font-medium">
                      {contact.getValues('firstName')} {contact.getValues('lastName')} ·{' '}
                      {contact.getValues('email')} · {contact.getValues('phone')}
                    </dd>
                  </div>
                  <div className="grid gap-0.5 border-t border-border pt-3">
                    <dt className="text-muted-foreground">{t('booking.deposit')}</dt>
                    <dd className="font-display text-2xl text-gold-text">{depositText}</dd>
                    <dd className="text-xs text-muted-foreground">{t('booking.depositNote')}</dd>
                  </div>
                </dl>
                <DepositNotice slug={slug} />
                <Button size="lg" onClick={() => void pay()} loading={book.isPending} disabled={paid}>
                  <CreditCard aria-hidden="true" />
                  <PayLabel slug={slug} amount={depositText} />
                </Button>
              </div>
            ) : null}

            {step === 5 && booking ? (
              <div
                className="grid justify-items-center gap-3 rounded-lg border border-border p-6 text-center"
                role="status"
              >
                <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
                <p className="font-display text-2xl">{t('booking.confirmedTitle')}</p>
                <p>{t('booking.confirmedText', { email: contact.getValues('email') })}</p>
                <p>{t('booking.reminderText')}</p>
                <p className="text-sm text-muted-foreground">{t('booking.pendingText')}</p>
                <Button asChild variant="outline">
                  <Link to={paths.home}>{t('booking.backToShowroom')}</Link>
                </Button>
              </div>
            ) : null}

            {step < 4 ? (
              <div className="flex justify-between gap-3">
                <Button variant="outline" onClick={back}>
                  <ArrowLeft aria-hidden="true" />
                  {t('booking.back')}
                </Button>
                <Button onClick={() => void next()}>{t('booking.next')}</Button>
              </div>
            ) : step === 4 && !paid ? (
              <Button variant="outline" onClick={back} className="w-fit">
                <ArrowLeft aria-hidden="true" />
                {t('booking.back')}
              </Button>
            ) : null}
          </section>
        )}
      </main>
    </ShowroomShell>
  );
}
