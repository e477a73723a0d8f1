import { Icon } from '@/components/ui/icon';

/** Icons for the facilities the hotel started with; a facility the operator adds gets the generic one. */
const paths: Record<string, string[]> = {
  'In-house restaurant': ['M7 3v18', 'M4 3v5a3 3 0 0 0 6 0V3', 'M17 21V3c-2 0-3.5 2.5-3.5 6s1.5 5 3.5 5'],
  'Travel desk': ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z', 'm15.5 8.5-2 5-5 2 2-5 5-2Z'],
  'Free high-speed WiFi': [
    'M2.5 8.8a14 14 0 0 1 19 0',
    'M5.5 12.3a9.5 9.5 0 0 1 13 0',
    'M8.7 15.7a5 5 0 0 1 6.6 0',
    'M12 19.5h.01',
  ],
  'Secure on-site parking': [
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z',
    'M10 17V7h3.5a3 3 0 0 1 0 6H10',
  ],
  '24/7 hot water': ['M12 3s-6 6.6-6 11a6 6 0 0 0 12 0c0-4.4-6-11-6-11Z', 'M9.5 15a2.5 2.5 0 0 0 2.5 2.5'],
  'Daily housekeeping': [
    'M10 3.5 11.6 8l4.4 1.6-4.4 1.6L10 15.6l-1.6-4.4L4 9.6 8.4 8 10 3.5Z',
    'M18 14l.9 2.1 2.1.9-2.1.9L18 20l-.9-2.1L15 17l2.1-.9L18 14Z',
  ],
};

const generic = ['M12 3.5 14.5 9l6 .6-4.5 4 1.3 5.9L12 16.6l-5.3 2.9L8 13.6 3.5 9.6l6-.6L12 3.5Z'];

/** Simple line icons for the hotel's facilities (decorative: the facility's name is always shown beside). */
export function FacilityIcon({ name, className = 'size-6' }: { name: string; className?: string }) {
  return <Icon shape={{ box: 24, line: 1.75, paths: paths[name] ?? generic }} className={className} />;
}
