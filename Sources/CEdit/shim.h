/*
 * CEdit — libedit's readline interface (Debian: libedit-dev), loaded at run
 * time.
 *
 * shapelua does not link libedit: loading it and its dependencies (libtinfo,
 * libbsd, libmd) costs about 0.5 ms at every start-up, measured here, and
 * only the REPL on a terminal needs it. shl_edit_open() dlopens it when the
 * REPL starts and fills a table of pointers whose types come from the header
 * itself (__typeof__), so the compiler checks every signature and nothing
 * refers to a libedit symbol at link time. No mutable statics: this header is
 * compiled into the module that imports it.
 */
#ifndef SHAPELUA_CEDIT_SHIM_H
#define SHAPELUA_CEDIT_SHIM_H
#include <stdio.h>
#include <dlfcn.h>
#include <editline/readline.h>

typedef struct shl_Edit {
    /* functions */
    __typeof__(&readline) readline;
    __typeof__(&using_history) using_history;
    __typeof__(&add_history) add_history;
    __typeof__(&stifle_history) stifle_history;
    __typeof__(&read_history) read_history;
    __typeof__(&write_history) write_history;
    __typeof__(&rl_completion_matches) rl_completion_matches;
    /* variables, by address */
    __typeof__(&rl_readline_name) rl_readline_name;
    __typeof__(&rl_basic_word_break_characters) rl_basic_word_break_characters;
    __typeof__(&rl_attempted_completion_function) rl_attempted_completion_function;
    __typeof__(&rl_attempted_completion_over) rl_attempted_completion_over;
    __typeof__(&rl_completion_append_character) rl_completion_append_character;
    __typeof__(&rl_line_buffer) rl_line_buffer;
} shl_Edit;

/* Loads libedit and fills *e. Returns 1 on success, 0 when libedit or one
 * of the symbols is missing (then the REPL reads plain lines). */
static inline int shl_edit_open(shl_Edit *e) {
    void *h = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) h = dlopen("libedit.so", RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) return 0;
#define SHL_EDIT_SYMBOL(name) \
    if ((e->name = (__typeof__(e->name))dlsym(h, #name)) == NULL) return 0;
    SHL_EDIT_SYMBOL(readline)
    SHL_EDIT_SYMBOL(using_history)
    SHL_EDIT_SYMBOL(add_history)
    SHL_EDIT_SYMBOL(stifle_history)
    SHL_EDIT_SYMBOL(read_history)
    SHL_EDIT_SYMBOL(write_history)
    SHL_EDIT_SYMBOL(rl_completion_matches)
    SHL_EDIT_SYMBOL(rl_readline_name)
    SHL_EDIT_SYMBOL(rl_basic_word_break_characters)
    SHL_EDIT_SYMBOL(rl_attempted_completion_function)
    SHL_EDIT_SYMBOL(rl_attempted_completion_over)
    SHL_EDIT_SYMBOL(rl_completion_append_character)
    SHL_EDIT_SYMBOL(rl_line_buffer)
#undef SHL_EDIT_SYMBOL
    return 1;
}

#endif
