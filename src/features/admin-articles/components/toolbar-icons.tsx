import { Icon } from '@/components/ui/icon';

/** 20x20 toolbar glyphs; the buttons carry the names, so every icon is hidden from assistive technology. */
const paths = {
  bulletList:
    'M4 5a1.25 1.25 0 1 1-2.5 0A1.25 1.25 0 0 1 4 5Zm2-.75h12v1.5H6v-1.5ZM4 10a1.25 1.25 0 1 1-2.5 0A1.25 1.25 0 0 1 4 10Zm2-.75h12v1.5H6v-1.5ZM4 15a1.25 1.25 0 1 1-2.5 0 1.25 1.25 0 0 1 2.5 0Zm2-.75h12v1.5H6v-1.5Z',
  orderedList:
    'M2 3.5h1.75V7h-1V4.5H2v-1Zm4 .75h12v1.5H6v-1.5Zm0 5h12v1.5H6v-1.5Zm0 5h12v1.5H6v-1.5ZM2 9.25c.2-.5.7-.8 1.3-.8.8 0 1.3.5 1.3 1.1 0 .5-.3.8-.7 1.1l-.6.4h1.4v.95H1.9v-.8l1.4-1.1c.25-.2.35-.35.35-.55 0-.2-.15-.35-.4-.35-.25 0-.4.15-.5.4L2 9.25ZM1.9 14h2.7v.8l-.9.8c.6.1 1 .5 1 1.1 0 .8-.6 1.3-1.5 1.3-.7 0-1.2-.3-1.4-.9l.9-.35c.1.25.3.4.55.4.3 0 .45-.15.45-.4 0-.3-.2-.4-.6-.4h-.4v-.75l.8-.65H1.9V14Z',
  quote:
    'M3 5.5A2.5 2.5 0 0 1 5.5 3H7v2H5.5a.5.5 0 0 0-.5.5V8h3v6H3V5.5Zm9 0A2.5 2.5 0 0 1 14.5 3H16v2h-1.5a.5.5 0 0 0-.5.5V8h3v6h-5V5.5Z',
  link: 'M8.6 11.4a1 1 0 0 1 0-1.4l1.4-1.4a1 1 0 1 1 1.4 1.4L10 11.4a1 1 0 0 1-1.4 0Zm-1.8 4.4a3 3 0 0 1-4.2-4.2l2.1-2.1a1 1 0 0 1 1.4 1.4L4 13a1 1 0 0 0 1.4 1.4l2.1-2.1a1 1 0 1 1 1.4 1.4l-2.1 2.1Zm8.5-6.1a1 1 0 0 1-1.4-1.4l2.1-2.1A1 1 0 0 0 14.6 4.8l-2.1 2.1A1 1 0 0 1 11.1 5.5l2.1-2.1a3 3 0 0 1 4.2 4.2l-2.1 2.1Z',
  image:
    'M3 4a1 1 0 0 1 1-1h12a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4Zm2 1v8.6l3.3-3.3a1 1 0 0 1 1.4 0l1.8 1.8.8-.8a1 1 0 0 1 1.4 0L15 12.6V5H5Zm8.5 3a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3Z',
  undo: 'M7.7 3.3a1 1 0 0 1 0 1.4L6.4 6H11a6 6 0 0 1 0 12H8a1 1 0 1 1 0-2h3a4 4 0 0 0 0-8H6.4l1.3 1.3a1 1 0 1 1-1.4 1.4l-3-3a1 1 0 0 1 0-1.4l3-3a1 1 0 0 1 1.4 0Z',
  redo: 'M12.3 3.3a1 1 0 0 0 0 1.4L13.6 6H9a6 6 0 0 0 0 12h3a1 1 0 1 0 0-2H9a4 4 0 0 1 0-8h4.6l-1.3 1.3a1 1 0 1 0 1.4 1.4l3-3a1 1 0 0 0 0-1.4l-3-3a1 1 0 0 0-1.4 0Z',
} as const;

export type ToolbarIconName = keyof typeof paths;

export function ToolbarIcon({ name }: { name: ToolbarIconName }) {
  return <Icon shape={{ box: 20, paths: [paths[name]], holes: true }} className="size-5" />;
}
