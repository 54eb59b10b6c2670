# verify_kb.cmake — run after linking arbitre: every scenario of the embedded knowledge base
# through the engines just linked (`arbitre check`). On any disagreement the build fails and
# the binary is removed, so an arbitre that exists carries a base that agreed, and kb_open
# does not replay it at start. Run as: cmake -DARBITRE=<path of arbitre> -P verify_kb.cmake
execute_process(COMMAND "${ARBITRE}" check RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  file(REMOVE "${ARBITRE}")
  message(FATAL_ERROR "arbitre check: exit ${rc}; the binary was removed\n${out}${err}")
endif()
