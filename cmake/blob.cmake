# blob.cmake — one helper for the build-time embedders (src/kb/embed.cmake, src/http/web.cmake,
# cmake/embed_json.cmake):
# blob(VAR PATH NAME) sets VAR to the C definition of a static byte array NAME holding the
# bytes of the file PATH followed by a NUL (so `sizeof NAME - 1` is the file's length).
function(blob var path name)
  file(READ "${path}" hex HEX)
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(REGEX REPLACE "(0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,0x..,)"
         "\\1\n" bytes "${bytes}")
  set(${var} "static const unsigned char ${name}[] = {\n${bytes}0};\n" PARENT_SCOPE)
endfunction()
