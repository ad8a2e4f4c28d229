import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates an island inside a native popover when the visitor heads for it (islands/directives/popover.ts). */
    'client:popover'?: boolean;
  }
}

/** Registers `client:popover` (islands/directives/popover.ts): an island in a popover hydrates on the way to opening it. */
export function popoverDirective(): AstroIntegration {
  return {
    name: 'bozor:popover-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'popover', entrypoint: fileURLToPath(new URL('../../islands/directives/popover.ts', import.meta.url)) });
      },
    },
  };
}
