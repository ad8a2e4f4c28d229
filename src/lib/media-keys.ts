/** A stored image's thumbnail key: the large version's, with `-thumb` (server/media/images.ts stores both). */
export const thumbKey = (key: string) => key.replace(/\.webp$/, '-thumb.webp');
