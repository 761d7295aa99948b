# Thin helpers shared by every folder of the project.

# Use ccache for C++ when it is installed: rebuilds across sessions and CI
# runs on one machine are then mostly cache hits.
function(quantkit_enable_ccache)
  find_program(QUANTKIT_CCACHE ccache)
  if(QUANTKIT_CCACHE)
    set(CMAKE_CXX_COMPILER_LAUNCHER ${QUANTKIT_CCACHE} PARENT_SCOPE)
    set(CMAKE_C_COMPILER_LAUNCHER ${QUANTKIT_CCACHE} PARENT_SCOPE)
  endif()
endfunction()

# AddressSanitizer + UndefinedBehaviorSanitizer for everything the project
# builds. Debian's libMLIR.so is not instrumented; tools that load the plugin
# into mlir-opt-22 must preload the sanitizer runtime (see test/lit/lit.cfg.py).
macro(quantkit_enable_sanitizers)
  set(QUANTKIT_SANITIZER_FLAGS
      -fsanitize=address,undefined -fno-sanitize-recover=undefined
      -fno-omit-frame-pointer)
  add_compile_options(${QUANTKIT_SANITIZER_FLAGS})
  add_link_options(-fsanitize=address,undefined)
  # The plugin is a MODULE loaded into a host; leave undefined symbols of the
  # sanitizer runtime to be resolved by the preloaded runtime.
  execute_process(
    COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libasan.so
    OUTPUT_VARIABLE QUANTKIT_ASAN_RUNTIME OUTPUT_STRIP_TRAILING_WHITESPACE)
  execute_process(
    COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libubsan.so
    OUTPUT_VARIABLE QUANTKIT_UBSAN_RUNTIME OUTPUT_STRIP_TRAILING_WHITESPACE)
endmacro()

# add_quantkit_library(name sources... [DEPENDS tablegen targets]
#                      [LINK_LIBS libs])
# One library per source folder, linked against the shared libMLIR.so (never
# the static MLIR libraries: mlir-opt-22 already carries libMLIR.so and a
# second copy would duplicate every registry).
function(add_quantkit_library name)
  cmake_parse_arguments(ARG "" "" "DEPENDS;LINK_LIBS" ${ARGN})
  add_library(${name} SHARED ${ARG_UNPARSED_ARGUMENTS})
  add_library(QuantKit::${name} ALIAS ${name})
  if(ARG_DEPENDS)
    add_dependencies(${name} ${ARG_DEPENDS})
  endif()
  target_link_libraries(${name} PUBLIC MLIR LLVM ${ARG_LINK_LIBS})
  target_include_directories(${name} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}>
    $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}>
    $<INSTALL_INTERFACE:include/quantkit>)
  # Debian's imported MLIR target carries no include directories; consumers
  # of QuantKit's headers need MLIR's and LLVM's.
  target_include_directories(${name} SYSTEM PUBLIC
    ${MLIR_INCLUDE_DIRS} ${LLVM_INCLUDE_DIRS})
  set_target_properties(${name} PROPERTIES
    LIBRARY_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/lib
    ARCHIVE_OUTPUT_DIRECTORY ${CMAKE_BINARY_DIR}/lib
    BUILD_RPATH "${CMAKE_BINARY_DIR}/lib;${LLVM_LIBRARY_DIR}"
    INSTALL_RPATH "$ORIGIN;${LLVM_LIBRARY_DIR}")
  set_property(GLOBAL APPEND PROPERTY QUANTKIT_LIBRARIES ${name})
endfunction()
