import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
];

function relative(iso: string, now: number, locale: string): string {
  let value = (Date.parse(iso) - now) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'day');
}

/** 'a minute ago', kept current; the exact time is in the tooltip and the datetime attribute. */
export function RelativeTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 5000);
    return () => window.clearInterval(timer);
  }, []);
  const exact = new Date(iso).toLocaleString(i18n.language);
  return (
    <time dateTime={iso} title={exact}>
      {relative(iso, now, i18n.language)}
    </time>
  );
}
