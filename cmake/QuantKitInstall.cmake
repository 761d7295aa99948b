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

# Public headers keep the include paths of the source tree:
#   #include "dialect/QuantKitOps.h"
foreach(folder dialect passes)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${folder}/
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/quantkit/${folder}
          FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
  install(DIRECTORY ${PROJECT_BINARY_DIR}/${folder}/
          DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/quantkit/${folder}
          FILES_MATCHING PATTERN "*.inc"
          PATTERN "CMakeFiles" EXCLUDE)
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
