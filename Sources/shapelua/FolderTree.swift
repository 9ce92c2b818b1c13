#if canImport(Glibc)
import Glibc
#endif

/// Removing a folder with everything in it (an icon set's old folder once
/// the new one is in place, a staging folder after a failure). Names are
/// handled as bytes, so a file whose name is not UTF-8 goes too; links
/// are removed, never followed.
enum FolderTree {
    static func remove(_ path: String) {
        remove(Array(path.utf8))
    }

    private static func remove(_ path: [UInt8]) {
        let cPath = path + [0]
        cPath.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { name in
                var info = stat()
                guard lstat(name.baseAddress!, &info) == 0 else { return }
                guard (info.st_mode & S_IFMT) == S_IFDIR else {
                    unlink(name.baseAddress!)
                    return
                }
                var children: [[UInt8]] = []
                if let folder = opendir(name.baseAddress!) {
                    while let entry = readdir(folder) {
                        let child = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                        if child != [0x2E] && child != [0x2E, 0x2E] { children.append(child) }
                    }
                    closedir(folder)
                }
                for child in children { remove(path + [0x2F] + child) }
                rmdir(name.baseAddress!)
            }
        }
    }
}
