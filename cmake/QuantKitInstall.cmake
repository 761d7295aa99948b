# Install rules and a CMake package config, so that a downstream project can
#   find_package(QuantKit REQUIRED CONFIG)
#   target_link_libraries(tool PRIVATE QuantKit::QuantKitPasses)
include(CMakePackageConfigHelpers)
include(GNUInstallDirs)

set(QUANTKIT_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/QuantKit)
get_property(quantkit_libraries GLOBAL PROPERTY QUANTKIT_LIBRARIES)

install(TARGETS ${quantkit_libraries}
  EXPORT QuantKitTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS QuantKitPlugin LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS quantkit-opt RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# The public headers, an explicit list: the dialect and its ODS, the target
# registry (what test/downstream and examples/custom-target include), the
# pass and pipeline entry points, and the two helpers a downstream pass that
# reads or applies quantization parameters needs. Everything else in passes/
# is private to its stage. Headers keep the include paths of the source
# tree:
#   #include "dialect/QuantKitOps.h"
set(QUANTKIT_PUBLIC_HEADERS
  dialect/QuantKitDialect.h
  dialect/QuantKitOps.h
  dialect/QuantKitTargetOps.h
  dialect/QuantTypeChecks.h
  dialect/QuantKitBase.td
  dialect/QuantKitOps.td
  dialect/QuantKitTargetAttrs.td
  dialect/QuantKitTargetOps.td
  dialect/constraints/Constraint.h
  dialect/constraints/KernelSignature.h
  dialect/constraints/Registry.h
  dialect/constraints/SpecUtils.h
  dialect/constraints/TargetFile.h
  passes/Passes.h
  passes/Pipelines.h
  passes/utils/Requantize.h
  passes/utils/UniformParams.h)
# What those headers include from the build tree.
set(QUANTKIT_PUBLIC_GENERATED_HEADERS
  dialect/QuantKitOps.h.inc
  dialect/QuantKitOpsAttributes.h.inc
  dialect/QuantKitOpsDialect.h.inc
  dialect/QuantKitOpsEnums.h.inc
  dialect/QuantKitTargetOps.h.inc
  passes/Passes.h.inc)

foreach(header ${QUANTKIT_PUBLIC_HEADERS})
  get_filename_component(folder ${header} DIRECTORY)
  install(FILES ${PROJECT_SOURCE_DIR}/${header}
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/quantkit/${folder})
endforeach()
foreach(header ${QUANTKIT_PUBLIC_GENERATED_HEADERS})
  get_filename_component(folder ${header} DIRECTORY)
  install(FILES ${PROJECT_BINARY_DIR}/${header}
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/quantkit/${folder})
endforeach()

install(EXPORT QuantKitTargets
  NAMESPACE QuantKit::
  DESTINATION ${QUANTKIT_INSTALL_CMAKEDIR})
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/QuantKitConfig.cmake.in
  ${PROJECT_BINARY_DIR}/QuantKitConfig.cmake
  INSTALL_DESTINATION ${QUANTKIT_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_LIBDIR)
write_basic_package_version_file(
  ${PROJECT_BINARY_DIR}/QuantKitConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/QuantKitConfig.cmake
  ${PROJECT_BINARY_DIR}/QuantKitConfigVersion.cmake
  DESTINATION ${QUANTKIT_INSTALL_CMAKEDIR})
