; Inno Setup 6 script: the Windows installer of the one-folder bundle dist\Canasta.
;
;   python packaging\build.py --archive          (runs ISCC with the defines below when it is installed)
;   ISCC /DAppVersion=0.1.0 /DSourceDir=dist\Canasta /DOutputDir=dist ^
;        /DOutputBaseFilename=Canasta-0.1.0-windows-amd64-setup packaging\canasta.iss
;
; Per-user by default (no administrator needed; the dialog offers all users), a Start menu entry,
; an optional desktop icon, an uninstaller. The player's saves and settings (%LOCALAPPDATA%\
; canasta-desktop) are not touched by uninstalling.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\dist\Canasta"
#endif
#ifndef OutputDir
  #define OutputDir "..\dist"
#endif
#ifndef OutputBaseFilename
  #define OutputBaseFilename "Canasta-" + AppVersion + "-windows-setup"
#endif

[Setup]
AppId={{6B0E4C2E-3D0A-4F0B-9C61-5A1C7A9E2D41}
AppName=Canasta
AppVersion={#AppVersion}
AppVerName=Canasta {#AppVersion}
AppPublisher=Canasta Desktop
DefaultDirName={autopf}\Canasta
DefaultGroupName=Canasta
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBaseFilename}
SetupIconFile=..\assets\icons\canasta.ico
UninstallDisplayIcon={app}\Canasta.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; SignTool=signtool   (see packaging/README.md, "Signing": configure it in the IDE or with /S)

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "danish"; MessagesFile: "compiler:Languages\Danish.isl"
; Swedish.isl is not among Inno Setup 6's official translations: the installer speaks English to Swedes

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Canasta"; Filename: "{app}\Canasta.exe"
Name: "{autodesktop}\Canasta"; Filename: "{app}\Canasta.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\Canasta.exe"; Description: "{cm:LaunchProgram,Canasta}"; Flags: nowait postinstall skipifsilent
