// glibc's allocator settings the server runs with (README "Uploads"): read by glibc when a
// process starts, so they are given to the server's process from outside. libvips (sharp)
// allocates and frees large pixel buffers from several threads; with glibc's defaults the freed
// memory stays in per-thread arenas and a dynamic mmap threshold, and the process keeps hundreds
// of MB after a burst of uploads. Two arenas and a fixed threshold give most of it back.
export const ALLOCATOR_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '65536',
  MALLOC_TRIM_THRESHOLD_: '65536',
};
