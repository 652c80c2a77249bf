#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) made so far by the
/// process, or -1 where counting is not supported (only glibc is).
long long typesetter_allocation_count(void);

#endif
