/* flag.c — the definitions behind CWorkBudget.h (compiled once). */
#include "CWorkBudget.h"

__thread int *shl_work_flag_current = 0;
int shl_work_flag_process = SHL_STOP_NONE;
int (*shl_work_allocation_guard)(unsigned long) = 0;

int *shl_work_flag_enter(int *flag) {
    int *previous = shl_work_flag_current;
    shl_work_flag_current = flag;
    return previous;
}

void shl_work_flag_leave(int *previous) {
    shl_work_flag_current = previous;
}
