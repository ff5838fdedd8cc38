/* automatch.h: annotations for programs analysed by automatch.
 *
 * automatch_sync() marks a global synchronisation point (a barrier that a parallel
 * implementation needs here). When a program calls it, automatch counts its dynamic
 * calls inside the analysed region as S instead of inferring S from loop-carried
 * dependences. It does nothing when the program runs.
 *
 * Find this header with `python3 -c "import automatch, os; print(os.path.dirname(automatch.__file__) + '/include')"`.
 */
#ifndef AUTOMATCH_H
#define AUTOMATCH_H
#ifdef __cplusplus
extern "C" {
#endif
void automatch_sync(void);
#ifdef __cplusplus
}
#endif
#endif
