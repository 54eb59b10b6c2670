# check_cli.cmake — `arbitre check --kb DIR` end to end: on the fixture it exits 0; with one
# wrong expectation it exits 1 and its table names the entry, the scenario, expected and got.
# Run as: cmake -DARBITRE=... -DFIXTURE=... -DWORK=... -P check_cli.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(COPY_FILE "${FIXTURE}" "${WORK}/awale.json")
execute_process(COMMAND "${ARBITRE}" check --kb "${WORK}" RESULT_VARIABLE rc OUTPUT_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT out MATCHES "2 entrée\\(s\\) dont 2 avec vérification \\(100 %\\), 3 scénario\\(s\\), 0 en désaccord")
  message(FATAL_ERROR "fixture: exit ${rc}, output:\n${out}")
endif()

file(READ "${FIXTURE}" text)
string(REPLACE "\"captured\": 2" "\"captured\": 3" text "${text}")
file(WRITE "${WORK}/awale.json" "${text}")
execute_process(COMMAND "${ARBITRE}" check --kb "${WORK}" RESULT_VARIABLE rc OUTPUT_VARIABLE out)
set(row "awale.prise-deux +\\| la dernière graine fait 2 chez l'adversaire +\\| ÉCHEC \\| ")
string(APPEND row "{\"captured\":3} \\| {\"captured\":2}\n")
if(NOT rc EQUAL 1 OR NOT out MATCHES "${row}" OR NOT out MATCHES "1 en désaccord")
  message(FATAL_ERROR "wrong expectation: exit ${rc}, output:\n${out}")
endif()
file(REMOVE_RECURSE "${WORK}")
